import { z } from 'zod';
import {
  EVENT_ADDRESS_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_PHOTO_MAX_BYTES,
  EVENT_PHOTO_MIN_SIDE,
  EVENT_TITLE_MAX,
  EVENT_TYPES,
  MSG,
  type Event,
} from '@keh/contracts';
import { checkFile, IMAGE_TYPES, isFile, type FileRule } from '../../lib/file-rules';
import {
  addDays,
  dayBounds,
  dayOfUnix,
  dmy,
  parseDmy,
  parseTime,
  timeOfUnix,
  unixAt,
  type LocalDay,
} from './event-dates';

export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

/** The create/edit form as typed: the spec's field names (section 3), local date and times. */
export interface EventFormValues {
  event_title: string;
  event_description: string;
  event_address: string;
  /** dd/mm/yyyy (docs/product/validation.md). */
  event_date: string;
  /** HH:mm in the viewer's time zone. */
  event_start_time: string;
  event_end_time: string;
  type_of_event: EventType;
  mentees: number[];
  /** A newly chosen photo; the stored one stays unless replaced. */
  event_photo: File | null;
}

export const EVENT_FORM_FIELDS = [
  'event_title',
  'event_description',
  'event_address',
  'event_date',
  'event_start_time',
  'event_end_time',
  'type_of_event',
  'mentees',
  'event_photo',
] as const;

/** The event photo (docs/product/validation.md): JPEG or PNG, at most 1,000,000 bytes. */
export const EVENT_PHOTO_RULE: FileRule = {
  types: IMAGE_TYPES,
  maxBytes: EVENT_PHOTO_MAX_BYTES,
  typeMessage: MSG.imageType,
};

export const emptyEventForm = (day?: LocalDay): EventFormValues => ({
  event_title: '',
  event_description: '',
  event_address: '',
  event_date: day ? dmy(day) : '',
  event_start_time: '',
  event_end_time: '',
  type_of_event: EVENT_TYPES.public,
  mentees: [],
  event_photo: null,
});

/** A stored event as the form shows it (in the viewer's time zone). */
export function eventToForm(event: Event): EventFormValues {
  return {
    event_title: event.title,
    event_description: event.description,
    event_address: event.address,
    event_date: dmy(dayOfUnix(event.start_date)),
    event_start_time: timeOfUnix(event.start_date),
    event_end_time: timeOfUnix(event.end_date),
    type_of_event: event.is_private ? EVENT_TYPES.private : EVENT_TYPES.public,
    mentees: event.mentees.map((m) => m.id),
    event_photo: null,
  };
}

/** The picture's size in pixels, or null when the browser cannot tell (the server checks again). */
async function imageSides(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const sides = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return sides;
  } catch {
    return null;
  }
}

const issue = (ctx: z.RefinementCtx, path: keyof EventFormValues, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

function checkText(
  ctx: z.RefinementCtx,
  path: keyof EventFormValues,
  value: string,
  max: number,
  long: string,
) {
  if (!value.trim()) issue(ctx, path, MSG.required);
  else if (value.trim().length > max) issue(ctx, path, long);
}

/**
 * The client's checks before sending (the server checks all again): required fields, a real
 * date, times, a member for a private event, the photo's rules. An end earlier than the start is
 * the next day's (`endsNextDay`), never an error.
 */
export const eventFormSchema = z
  .object({
    event_title: z.string(),
    event_description: z.string(),
    event_address: z.string(),
    event_date: z.string(),
    event_start_time: z.string(),
    event_end_time: z.string(),
    type_of_event: z.enum([EVENT_TYPES.public, EVENT_TYPES.private], { error: MSG.eventTypeInvalid }),
    mentees: z.array(z.number().int()),
    event_photo: z.custom<File | null>((v) => v === null || v === undefined || isFile(v)),
  })
  .superRefine(async (v, ctx) => {
    checkText(ctx, 'event_title', v.event_title, EVENT_TITLE_MAX, MSG.eventTitleTooLong);
    checkText(
      ctx,
      'event_description',
      v.event_description,
      EVENT_DESCRIPTION_MAX,
      MSG.eventDescriptionTooLong,
    );
    checkText(ctx, 'event_address', v.event_address, EVENT_ADDRESS_MAX, MSG.eventAddressTooLong);
    if (!v.event_date.trim()) issue(ctx, 'event_date', MSG.required);
    else if (!parseDmy(v.event_date)) issue(ctx, 'event_date', MSG.invalidDate);
    const start = parseTime(v.event_start_time);
    const end = parseTime(v.event_end_time);
    if (!start) issue(ctx, 'event_start_time', MSG.eventTimeRequired);
    if (!end) issue(ctx, 'event_end_time', MSG.eventTimeRequired);
    if (v.type_of_event === EVENT_TYPES.private && v.mentees.length === 0)
      issue(ctx, 'mentees', MSG.chooseMembers);
    const photo = v.event_photo;
    if (photo) {
      const problem = checkFile(photo, EVENT_PHOTO_RULE);
      if (problem) issue(ctx, 'event_photo', problem);
      else {
        const sides = await imageSides(photo);
        if (sides && (sides.width < EVENT_PHOTO_MIN_SIDE || sides.height < EVENT_PHOTO_MIN_SIDE))
          issue(ctx, 'event_photo', MSG.eventPhotoTooSmall);
      }
    }
  });

/**
 * Whether the end falls on the day after the date: an end time earlier than the start time (an
 * event running past midnight, 22:00 – 01:00). The form has one date (docs/product/entities.md), so this is
 * how such an event is written, and how a stored one reads back and saves unchanged.
 */
export function endsNextDay(values: Pick<EventFormValues, 'event_start_time' | 'event_end_time'>): boolean {
  const start = parseTime(values.event_start_time);
  const end = parseTime(values.event_end_time);
  return !!start && !!end && end.hours * 60 + end.minutes < start.hours * 60 + start.minutes;
}

/**
 * The multipart body of POST mentor/event(s) (docs/product (entities, validation and limits)): the day's local midnight
 * and the start and end as Unix seconds UTC with zero seconds (the end the next day when its time is
 * earlier than the start's); mentees only for a private event;
 * the photo only when a new file was chosen. Null when the date or a time cannot be read.
 */
export function eventFormData(values: EventFormValues): FormData | null {
  const day = parseDmy(values.event_date);
  if (!day) return null;
  const start = unixAt(day, values.event_start_time);
  const end = unixAt(endsNextDay(values) ? addDays(day, 1) : day, values.event_end_time);
  if (start === null || end === null) return null;
  const body = new FormData();
  body.set('event_title', values.event_title.trim());
  body.set('event_description', values.event_description.trim());
  body.set('event_address', values.event_address.trim());
  body.set('event_date', String(dayBounds(day).date));
  body.set('event_start_time', String(start));
  body.set('event_end_time', String(end));
  body.set('type_of_event', values.type_of_event);
  if (values.type_of_event === EVENT_TYPES.private) body.set('mentees', values.mentees.join(','));
  if (values.event_photo) body.set('event_photo', values.event_photo);
  return body;
}

/** The server's field name → the form's (the server may name the members `assigned_mentees`). */
export const formFieldOf = (serverField: string) =>
  serverField === 'assigned_mentees' || serverField.startsWith('mentees.') ? 'mentees' : serverField;
