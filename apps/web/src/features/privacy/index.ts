/**
 * Public API of the privacy feature (issue 31): the settings page's "Your data" section, the
 * console's export of a person's data, and the prompt for a new version of the terms.
 */
export { YourDataSection } from './components/your-data-section';
export { StaffExportCard } from './components/staff-export-card';
export { ConsentModal } from './components/consent-modal';
export { privacyKeys } from './api/privacy-api';
