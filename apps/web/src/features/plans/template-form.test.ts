import { describe, expect, it } from 'vitest';
import { MSG, templateCreateBody } from '@keh/contracts';
import { templateDefaults, templateForm, toTemplatePayload } from './template-form';

describe('the add-template form', () => {
  it('asks for the template name, the milestone name and a task, with the spec messages', () => {
    const issues = (templateForm.safeParse(templateDefaults()).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]);
    expect(issues).toEqual([
      ['template_name', MSG.required],
      ['milestone_name', MSG.required],
      ['tasks.0.title', MSG.fieldRequired],
    ]);
  });
  it('sends what the contract accepts', () => {
    const payload = toTemplatePayload({
      ...templateDefaults(),
      template_name: ' First 60 days ',
      milestone_name: 'Foundations',
      deadline_date: '24/12/2026',
      deadline_time: '14:30',
      tasks: [{ title: 'Read [the guide](https://www.gov.uk)' }, { title: 'Agree how often we meet' }],
    });
    expect(payload).toEqual({
      template_name: 'First 60 days',
      milestone_name: 'Foundations',
      deadline: '2026-12-24 14:30',
      tasks: '["Read [the guide](https://www.gov.uk)","Agree how often we meet"]',
    });
    expect(templateCreateBody.safeParse(payload).success).toBe(true);
  });
});
