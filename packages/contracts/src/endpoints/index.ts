import { sessionEndpoints } from './sessions';
import { profileEndpoints } from './profile';
import { publicProfileEndpoints } from './public-profile';
import { surveyEndpoints } from './survey';
import { matchingEndpoints } from './matching';

export { profileOf } from './profile';

/**
 * Every API operation, by area (decision 0035). The server registers its routes from these
 * and the web app calls them through `call(api.area.operation, input)`.
 */
export const api = {
  sessions: sessionEndpoints,
  profile: profileEndpoints,
  publicProfile: publicProfileEndpoints,
  survey: surveyEndpoints,
  matching: matchingEndpoints,
};
