import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathOf, type EventFilter } from '@keh/contracts';
import { call } from '../../../lib/api';

const e = api.events;

/** The events' query keys: the only way others refresh them. */
export const eventKeys = {
  all: ['events'] as const,
  day: (date: number, until: number, filter: EventFilter) => ['events', 'list', date, until, filter] as const,
  detail: (id: number) => ['events', 'detail', id] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0;

/**
 * GET user/events: one day's events (`date` and `until`: the viewer's local midnights in Unix
 * seconds), or with filter 'archive' the events whose end has passed.
 */
export function useEvents(date: number, until: number, filter: EventFilter) {
  return useQuery({
    queryKey: eventKeys.day(date, until, filter),
    queryFn: ({ signal }) => call(e.list, { query: { date, until, filter } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET user/events/{id}: 404 for an event the person may not see. */
export function useEvent(id: number) {
  return useQuery({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => call(e.one, { params: { id } }, { signal }),
    enabled: validId(id),
    retry: false,
  });
}

/** POST mentor/event (create) or mentor/events/{id} (update): the multipart form of docs/product/entities.md. */
export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: FormData }) =>
      id ? call(e.update, { params: { id }, body }) : call(e.create, { body }),
    onSuccess: (saved) => {
      client.setQueryData(eventKeys.detail(saved.id), saved);
      return client.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}

/** DELETE mentor/events/{id}: the captain's own event. */
export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(e.remove, { params: { id } }),
    onSuccess: (_r, id) => {
      client.removeQueries({ queryKey: eventKeys.detail(id) });
      return client.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}

/** GET user/events/{id}/ics: the calendar file's path (download it with lib/download's downloadFile). */
export const eventIcsPath = (id: number) => `/api${pathOf(e.ics.path, { id })}`;
