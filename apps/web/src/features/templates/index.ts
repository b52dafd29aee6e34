/** Public API of the templates feature (My Templates and the template detail): its query keys. */
export { templateKeys } from './api/templates-api';
