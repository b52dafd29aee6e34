import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES, MSG } from '@keh/contracts';
import {
  addDays,
  dayBounds,
  dayOfUnix,
  isoDay,
  longDay,
  parseDmy,
  parseIsoDay,
  timeRange,
  unixAt,
} from './event-dates';
import {
  emptyEventForm,
  endsNextDay,
  eventFormData,
  eventFormSchema,
  eventToForm,
  type EventFormValues,
} from './event-form';
import type { Event } from '@keh/contracts';

// The viewer's time zone: London has a 23-hour day in March and a 25-hour day in October.
let previousTz: string | undefined;
beforeAll(() => {
  previousTz = process.env.TZ;
  process.env.TZ = 'Europe/London';
});
afterAll(() => {
  process.env.TZ = previousTz;
});

describe("an event day's bounds in the viewer's time", () => {
  it('is local midnight to the next local midnight', () => {
    const { date, until } = dayBounds({ year: 2026, month: 11, day: 23 });
    expect(new Date(date * 1000).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(until - date).toBe(86_400);
  });

  it('has 23 and 25 hours across daylight saving', () => {
    const spring = dayBounds({ year: 2026, month: 3, day: 29 });
    expect(spring.until - spring.date).toBe(23 * 3600);
    const autumn = dayBounds({ year: 2026, month: 10, day: 25 });
    expect(autumn.until - autumn.date).toBe(25 * 3600);
    expect(new Date(autumn.date * 1000).toISOString()).toBe('2026-10-24T23:00:00.000Z');
  });

  it('steps whole calendar days, across months and years', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addDays({ year: 2026, month: 10, day: 25 }, 1)).toEqual({ year: 2026, month: 10, day: 26 });
  });

  it('reads only real days from the URL and the form', () => {
    expect(parseIsoDay('2026-11-23')).toEqual({ year: 2026, month: 11, day: 23 });
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('tomorrow')).toBeNull();
    expect(parseDmy('5/3/2026')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDmy('31/04/2026')).toBeNull();
    expect(isoDay({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
    expect(longDay({ year: 2026, month: 11, day: 23 })).toBe('Monday 23 November 2026');
  });
});

describe('event times', () => {
  it('are Unix seconds UTC of the local time, with zero seconds', () => {
    const summer = unixAt({ year: 2026, month: 7, day: 1 }, '10:30');
    expect(new Date(summer! * 1000).toISOString()).toBe('2026-07-01T09:30:00.000Z');
    expect(summer! % 60).toBe(0);
    expect(unixAt({ year: 2026, month: 7, day: 1 }, '24:00')).toBeNull();
  });

  it('show as a local time range, with the days when it spans two', () => {
    const day = { year: 2026, month: 7, day: 1 };
    expect(timeRange(unixAt(day, '10:00')!, unixAt(day, '12:30')!)).toBe('10:00 – 12:30');
    const late = unixAt(day, '22:00')!;
    expect(timeRange(late, late + 3 * 3600)).toMatch(/^Wed 1 Jul, 22:00 – Thu 2 Jul, 01:00$/);
    expect(dayOfUnix(late + 3 * 3600)).toEqual({ year: 2026, month: 7, day: 2 });
  });
});

const filled = (patch: Partial<EventFormValues> = {}): EventFormValues => ({
  ...emptyEventForm(),
  event_title: 'Pitch night',
  event_description: 'Five minutes each.',
  event_address: '1 Quay Street, Bristol',
  event_date: '01/07/2026',
  event_start_time: '18:00',
  event_end_time: '20:00',
  ...patch,
});

const messages = async (values: EventFormValues) => {
  const result = await eventFormSchema.safeParseAsync(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the event form', () => {
  it('asks for every field at once', async () => {
    expect(await messages(emptyEventForm())).toEqual({
      event_title: MSG.required,
      event_description: MSG.required,
      event_address: MSG.required,
      event_date: MSG.required,
      event_start_time: MSG.eventTimeRequired,
      event_end_time: MSG.eventTimeRequired,
    });
  });

  it('refuses a private event without members and a date that is not one', async () => {
    expect(await messages(filled({ type_of_event: EVENT_TYPES.private }))).toEqual({
      mentees: MSG.chooseMembers,
    });
    expect(await messages(filled({ event_date: '31/02/2026' }))).toEqual({ event_date: MSG.invalidDate });
  });

  it('sends the spec fields, mentees only for a private event', () => {
    const body = eventFormData(filled({ mentees: [4, 9] }))!;
    expect(body.get('event_start_time')).toBe(String(Date.UTC(2026, 6, 1, 17, 0) / 1000));
    expect(body.get('event_end_time')).toBe(String(Date.UTC(2026, 6, 1, 19, 0) / 1000));
    expect(body.get('event_date')).toBe(String(Date.UTC(2026, 5, 30, 23, 0) / 1000));
    expect(body.get('type_of_event')).toBe('0');
    expect(body.has('mentees')).toBe(false);
    expect(body.has('event_photo')).toBe(false);
    const closed = eventFormData(filled({ type_of_event: EVENT_TYPES.private, mentees: [4, 9] }))!;
    expect(closed.get('mentees')).toBe('4,9');
  });

  it('takes an end earlier than the start as the next day: an event past midnight saves unchanged', async () => {
    // Stored 22:00 – 01:00 the next day, and across the night the clocks go back (25 October 2026).
    for (const [from, to] of [
      [Date.UTC(2026, 6, 1, 21, 0), Date.UTC(2026, 6, 2, 0, 0)],
      [Date.UTC(2026, 9, 24, 22, 0), Date.UTC(2026, 9, 25, 2, 30)],
    ] as const) {
      const stored = {
        id: 7,
        title: 'Night market',
        description: 'Stalls until late.',
        address: 'Harbourside, Bristol',
        start_date: from / 1000,
        end_date: to / 1000,
        is_private: false,
        mentees: [],
      } as unknown as Event;
      const form = eventToForm(stored);
      expect(endsNextDay(form)).toBe(true);
      expect(await messages(form)).toEqual({});
      const body = eventFormData(form)!;
      expect(body.get('event_start_time')).toBe(String(from / 1000));
      expect(body.get('event_end_time')).toBe(String(to / 1000));
    }
    // Typed afresh: 23:00 to 00:30 ends the next day; an end equal to the start is the same day.
    const typed = eventFormData(filled({ event_start_time: '23:00', event_end_time: '00:30' }))!;
    expect(body(typed)).toEqual([Date.UTC(2026, 6, 1, 22, 0) / 1000, Date.UTC(2026, 6, 1, 23, 30) / 1000]);
    const same = eventFormData(filled({ event_start_time: '18:00', event_end_time: '18:00' }))!;
    expect(body(same)[1]).toBe(body(same)[0]);
  });
});

const body = (form: FormData) => [Number(form.get('event_start_time')), Number(form.get('event_end_time'))];
