import { z } from 'zod';
import { templateCreateBody } from '@keh/contracts';
import {
  checkMilestone,
  milestoneDefaults,
  milestoneFields,
  toMilestonePayload,
  type MilestoneValues,
} from '../../components/milestones/milestone-model';
import type { TemplateCreatePayload } from './api/plans-api';

/** The add-template form (docs/product (screens and api)): template_name and the template's first milestone. */
export interface TemplateValues extends MilestoneValues {
  template_name: string;
}

export const templateForm = milestoneFields
  .extend({ template_name: z.string() })
  .superRefine((values, ctx) => {
    const name = templateCreateBody.shape.template_name.safeParse(values.template_name);
    if (!name.success)
      ctx.addIssue({ code: 'custom', path: ['template_name'], message: name.error.issues[0]?.message ?? '' });
    checkMilestone(values, ctx);
  });

export const templateDefaults = (): TemplateValues => ({ template_name: '', ...milestoneDefaults() });

export function toTemplatePayload(values: TemplateValues): TemplateCreatePayload {
  return { template_name: values.template_name.trim(), ...toMilestonePayload(values) };
}
