import { z } from 'zod';
import { envelope, messageSchema } from '../common';
import { endpoint } from '../endpoint';
import { idParam } from '../profile';
import {
  menteeIdsBody,
  milestone,
  milestoneBody,
  template,
  templateCreateBody,
  templateSettingsBody,
  templateSummary,
} from '../workspace';

const captain = ['mentor'] as const;
const one = envelope(template);

/**
 * A Captain's plans (the API calls them templates): their milestones, and attaching them to
 * Members' mentorings (docs/product/api.md, Templates). Only Captains plan.
 */
export const planEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/mentor/templates',
    access: captain,
    response: envelope(z.array(templateSummary)),
  }),
  /** A plan with its first milestone. */
  create: endpoint({
    method: 'POST',
    path: '/mentor/templates',
    access: captain,
    body: templateCreateBody,
    response: one,
  }),
  get: endpoint({
    method: 'GET',
    path: '/mentor/templates/:id',
    access: captain,
    params: idParam,
    response: one,
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/mentor/templates/:id',
    access: captain,
    params: idParam,
    body: templateSettingsBody,
    response: one,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/mentor/templates/:id',
    access: captain,
    params: idParam,
    response: envelope(messageSchema),
  }),
  addMilestone: endpoint({
    method: 'POST',
    path: '/mentor/templates/:id/milestone',
    access: captain,
    params: idParam,
    body: milestoneBody,
    response: envelope(milestone),
  }),
  updateMilestone: endpoint({
    method: 'PUT',
    path: '/mentor/milestones/:id',
    access: captain,
    params: idParam,
    body: milestoneBody,
    response: envelope(milestone),
  }),
  removeMilestone: endpoint({
    method: 'DELETE',
    path: '/mentor/milestones/:id',
    access: captain,
    params: idParam,
    response: envelope(messageSchema),
  }),
  /** Copies the plan's milestones into the Members' mentorings (and mails them). */
  attach: endpoint({
    method: 'POST',
    path: '/mentor/templates/:id/attach',
    access: captain,
    params: idParam,
    body: menteeIdsBody,
    response: one,
  }),
  detach: endpoint({
    method: 'DELETE',
    path: '/mentor/templates/:id/detach',
    access: captain,
    params: idParam,
    body: menteeIdsBody,
    response: one,
  }),
};
