/** Public API of the plans feature (a Captain's plans: My Templates and a template's page): its query keys. */
export { planKeys } from './api/plans-api';
