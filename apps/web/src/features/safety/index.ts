/**
 * Public API of the safety feature (issue 33): "Report" and "Block" where people and their content
 * appear, and the blocked people in Settings.
 */
export { BlockButton } from './components/block-button';
export { BlockedPeopleSection } from './components/blocked-people-section';
export { PersonSafetyActions } from './components/person-safety-actions';
export { ReportButton } from './components/report-button';
export { safetyKeys } from './api/safety-api';
