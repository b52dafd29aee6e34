/** What attaching and detaching do to Members' plans (decision 0015: templates are copies). */
export const ATTACH_NOTE =
  "Attaching copies this template's milestones and tasks into each chosen member's plan. Later edits of the template do not change plans that are already running.";
export const DETACH_NOTE =
  'Detaching removes only the copied milestones nobody has started; milestones with ticked tasks stay in the plan.';
