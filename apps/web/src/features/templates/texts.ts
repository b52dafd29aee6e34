/**
 * Texts of My Templates from the spec (section 2). The empty state is not among the contracts'
 * messages (packages/contracts MSG) yet; it lives here until it is.
 */
export const NO_TEMPLATES = 'You have no templates';

/** What attaching and detaching do to Members' plans (decision 0015: templates are copies). */
export const ATTACH_NOTE =
  "Attaching copies this template's milestones and tasks into each chosen member's plan. Later edits of the template do not change plans that are already running.";
export const DETACH_NOTE =
  'Detaching removes only the copied milestones nobody has started; milestones with ticked tasks stay in the plan.';
