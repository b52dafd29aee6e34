import { sessionEndpoints } from './sessions';
import { articleEndpoints } from './articles';
import { eventEndpoints } from './events';
import { notificationEndpoints } from './notifications';

/**
 * Every API operation, by area (decision 0035). The server registers its routes from these
 * and the web app calls them through `call(api.area.operation, input)`.
 */
export const api = {
  sessions: sessionEndpoints,
  articles: articleEndpoints,
  events: eventEndpoints,
  notifications: notificationEndpoints,
};
