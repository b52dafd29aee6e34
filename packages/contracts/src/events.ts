import { z } from 'zod';
import { MSG } from './messages';
import { requiredText, rowIdSchema } from './common';
import { fileSchema } from './signup';

// ---------- events (docs/product (screens, entities, states, validation, permissions, api and limits)) ----------

export const EVENT_TITLE_MAX = 150;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_ADDRESS_MAX = 300;
/** Event photo: JPEG or PNG, 1 MB (docs/product/validation.md), at least 500 × 500 px (its helper text). */
export const EVENT_PHOTO_MAX_BYTES = 1_000_000;
export const EVENT_PHOTO_MIN_SIDE = 500;
export const EVENT_PHOTO_HELPER = 'JPEG or PNG, minimum 500 x 500 px, max 1 MB';
/** type_of_event (docs/product/entities.md): '0' public, '1' private. */
export const EVENT_TYPES = { public: '0', private: '1' } as const;
export const EVENT_FILTERS = ['all', 'public', 'private', 'archive'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];
export const EVENT_FILTER_LABELS: Record<EventFilter, string> = {
  all: 'All',
  public: 'Public',
  private: 'Private',
  archive: 'Archive',
};
/** The archive lists at most this many past events, newest first. */
export const EVENT_ARCHIVE_LIMIT = 100;
/** The latest a time may be (1 January 2100, Unix seconds). */
export const UNIX_MAX = 4_102_444_800;
const DAY = 86_400;

/** Unix seconds UTC with zero seconds (docs/product/limits.md): a time is kept to its minute. */
export const toMinute = (unixSeconds: number) => Math.floor(unixSeconds / 60) * 60;

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const unixTime = (message: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(UNIX_MAX, { error: message })
      .transform(toMinute),
  );

const memberIds = z.preprocess(
  (v) =>
    (v === undefined || v === null ? [] : Array.isArray(v) ? v : String(v).split(','))
      .map((x: unknown) => (typeof x === 'string' ? x.trim() : x))
      .filter((x: unknown) => x !== ''),
  z.array(rowIdSchema(MSG.chooseMembers)).max(200),
);

/**
 * POST mentor/event and mentor/events/{id} (multipart; docs/product/entities.md form fields). Times are Unix
 * seconds UTC, kept to the minute; `event_date` (the day, Unix seconds) is accepted for the spec's
 * form and otherwise follows from the start. `mentees` (or `assigned_mentees`) only for a private event.
 */
export const eventBody = z
  .object({
    event_title: requiredText(MSG.required).pipe(
      z.string().max(EVENT_TITLE_MAX, { error: MSG.eventTitleTooLong }),
    ),
    event_description: requiredText(MSG.required).pipe(
      z
        .string()
        .max(EVENT_DESCRIPTION_MAX, { error: MSG.eventDescriptionTooLong })
        // Forms send a line break as CRLF: kept as one newline.
        .transform((v) => v.replace(/\r\n?/g, '\n')),
    ),
    event_address: requiredText(MSG.required).pipe(
      z.string().max(EVENT_ADDRESS_MAX, { error: MSG.eventAddressTooLong }),
    ),
    event_date: unixTime(MSG.invalidDate).optional(),
    event_start_time: unixTime(MSG.eventTimeRequired),
    event_end_time: unixTime(MSG.eventTimeRequired),
    type_of_event: z.preprocess(
      (v) => blank(v) ?? EVENT_TYPES.public,
      z.enum([EVENT_TYPES.public, EVENT_TYPES.private], { error: MSG.eventTypeInvalid }),
    ),
    mentees: memberIds,
    assigned_mentees: memberIds,
    event_photo: fileSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.event_end_time < v.event_start_time)
      ctx.addIssue({ code: 'custom', path: ['event_end_time'], message: MSG.eventEndBeforeStart });
    if (v.type_of_event === EVENT_TYPES.private && v.mentees.length + v.assigned_mentees.length === 0)
      ctx.addIssue({ code: 'custom', path: ['mentees'], message: MSG.chooseMembers });
  })
  .transform(({ assigned_mentees, mentees, ...v }) => ({
    ...v,
    // docs/product/validation.md: an event is private when its type is '1'; only then are mentees sent (or kept).
    mentees: v.type_of_event === EVENT_TYPES.private ? [...new Set([...mentees, ...assigned_mentees])] : [],
  }));
export type EventBody = z.input<typeof eventBody>;
export type EventSave = z.output<typeof eventBody>;

/**
 * GET user/events: the events of one day (`date`: the viewer's local midnight in Unix seconds;
 * `until`: the next local midnight, default date + 24 h, so days of 23 or 25 hours are right), or the
 * archive (events whose end has passed, newest first; the day is ignored).
 */
export const eventListQuery = z
  .object({
    date: z.preprocess(blank, z.coerce.number().int().min(0).max(UNIX_MAX).optional()),
    until: z.preprocess(blank, z.coerce.number().int().min(0).max(UNIX_MAX).optional()),
    filter: z.preprocess(blank, z.enum(EVENT_FILTERS).default('all')),
  })
  .transform((q) => {
    const date = q.date ?? Math.floor(Date.now() / 1000 / DAY) * DAY;
    return { filter: q.filter, date, until: q.until !== undefined && q.until > date ? q.until : date + DAY };
  });
export type EventListQuery = z.input<typeof eventListQuery>;

// ---------- what the server answers ----------

const person = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
});

/** One event (docs/product/entities.md). `mentees` are shown to the event's captain only. */
export const event = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  address: z.string(),
  /** Unix seconds UTC. */
  start_date: z.number().int(),
  end_date: z.number().int(),
  is_private: z.boolean(),
  photo: z.string().nullable(),
  mentees: z.array(person),
  is_mine: z.boolean(),
  owner: person,
});
export type Event = z.infer<typeof event>;
