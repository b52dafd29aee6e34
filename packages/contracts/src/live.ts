import { z } from 'zod';

/**
 * Push instead of poll (decision 0026): when something a person's open page shows changes, the
 * server sends `changed` to that person's sockets (their room `user.<id>`, every process through the
 * Postgres adapter) and the web app asks again for only what the topic names. The event carries no
 * content: what changed is read through the API, authorised as always.
 */
export const LIVE_EVENTS = {
  /** Server → client: `ChangedEvent`. */
  changed: 'changed',
} as const;

export const CHANGED_TOPICS = [
  /** A mentoring's plan or feed: milestones, tasks, comments. */
  'workspace',
  /** Mentoring requests: a new one, withdrawn, accepted, declined; a mentoring ended. */
  'requests',
  /** Events: an invitation to a private event, or an event one is invited to changed or went. */
  'events',
] as const;
export type ChangedTopic = (typeof CHANGED_TOPICS)[number];

export const changedEvent = z.object({
  topic: z.enum(CHANGED_TOPICS),
  /** The mentoring whose workspace changed (topic 'workspace'). */
  mentoring_id: z.number().int().positive().optional(),
});
export type ChangedEvent = z.infer<typeof changedEvent>;
