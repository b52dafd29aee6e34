/**
 * Public API of the admin feature (the staff console): the pieces of the staff article preview
 * composed in app/routes, and what the header needs to offer staff the way to the queue.
 */
export { DecisionBar } from './components/decision-bar';
export { ModerationPanel } from './components/moderation-panel';
export { PreviewProblem, type PreviewProblemKind } from './components/preview-problem';
export { StaffOnlyNotice } from './components/staff-only-notice';
export { useReviewQueueTotal } from './components/use-staff-nav-counts';
export { isStaff, REVIEW_QUEUE_PATH, STAFF_HOME_PATH } from './staff';
export { adminKeys } from './api/admin-api';
