import { z } from 'zod';

export const outboxQuery = z.object({ to: z.string().trim().toLowerCase().optional() });
export const outboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The files the mail carried (names and types; e.g. an event's .ics). */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
