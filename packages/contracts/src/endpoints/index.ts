import { adminEndpoints } from './admin';
import { privacyEndpoints } from './privacy';
import { reportEndpoints } from './reports';
import { sessionEndpoints } from './sessions';

/**
 * Every API operation, by area (decision 0035). The server registers its routes from these
 * and the web app calls them through `call(api.area.operation, input)`.
 */
export const api = {
  sessions: sessionEndpoints,
  admin: adminEndpoints,
  reports: reportEndpoints,
  privacy: privacyEndpoints,
};
