import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { EVENT_FILTERS, type EventFilter } from '@keh/contracts';
import { isoDay, parseIsoDay, todayLocal, type LocalDay } from './event-dates';

const isFilter = (value: string | null): value is EventFilter => EVENT_FILTERS.some((f) => f === value);

/**
 * The events list's day and filter, kept in the URL (?date=yyyy-mm-dd&filter=…) so a reload, a
 * shared link and the back button show the same list. No date means today.
 */
export function useEventListParams() {
  const [params, setParams] = useSearchParams();
  const rawFilter = params.get('filter');
  const filter: EventFilter = isFilter(rawFilter) ? rawFilter : 'all';
  const day: LocalDay = parseIsoDay(params.get('date')) ?? todayLocal();

  const setDay = useCallback(
    (next: LocalDay) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set('date', isoDay(next));
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setFilter = useCallback(
    (next: EventFilter) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next === 'all') copy.delete('filter');
        else copy.set('filter', next);
        return copy;
      }),
    [setParams],
  );

  return { day, filter, setDay, setFilter, search: params.toString() };
}
