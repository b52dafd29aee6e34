import { sessionEndpoints } from './sessions';
import { mentoringEndpoints } from './mentoring';
import { planEndpoints } from './plans';
import { workspaceEndpoints } from './workspace';
import { chatEndpoints } from './chat';

/**
 * Every API operation, by area (decision 0035). The server registers its routes from these
 * and the web app calls them through `call(api.area.operation, input)`.
 */
export const api = {
  sessions: sessionEndpoints,
  mentoring: mentoringEndpoints,
  plans: planEndpoints,
  workspace: workspaceEndpoints,
  chat: chatEndpoints,
};
