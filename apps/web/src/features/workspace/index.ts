/**
 * Public API of the workspace feature (milestones, tasks and the feed of a mentoring): the
 * Member's My Active Support, a Captain's workspace with one member, the plan line of a member
 * card, and the query keys other features refresh after changing a plan.
 */
export { ActiveSupportPage } from './routes/active-support-page';
export { MemberWorkspacePage } from './routes/member-workspace-page';
export { MemberPlanLine } from './components/plan-summary-cards';
export { workspaceKeys } from './api/workspace-api';
export { MentoringHistoryPage } from './routes/mentoring-history-page';
export { EndMentoringButton } from './components/end-mentoring-button';
