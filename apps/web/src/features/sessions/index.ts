/**
 * Public API of the sessions feature (issue 32): the Sessions tab of a pair's workspace, the pair
 * card's next-session line, the calendar feed in Settings, and the staff console's sessions page.
 */
export { SessionsPanel } from './components/sessions-panel';
export { NextSessionLine } from './components/next-session-line';
export { CalendarFeedSettings } from './components/calendar-feed-settings';
export { SESSION_LISTS, SessionsOverviewPanel, SessionFeedbackList } from './components/staff-sessions';
export { StaffSessionList } from './components/staff-session-list';
export { sessionKeys } from './api/sessions-api';
