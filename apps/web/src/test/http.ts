import { MSG } from '@keh/contracts';
import { HttpResponse, type JsonBodyType } from 'msw';

/** `{ data }`: the server's envelope for a successful answer. */
export function ok<T extends JsonBodyType>(data: T, init?: ResponseInit) {
  return HttpResponse.json({ data }, init);
}

/** A 422 with field errors, as the server's validation answers it. */
export function invalid(errors: Record<string, string[]>, message: string = MSG.invalidData) {
  return HttpResponse.json({ message, errors }, { status: 422 });
}

/** Any other failure: `{ message }` with its status. */
export function failure(status: number, message: string = MSG.generic) {
  return HttpResponse.json({ message }, { status });
}

/** Collects the JSON bodies a handler received, to check what the component sent. */
export function bodies<T = unknown>() {
  const received: T[] = [];
  return {
    received,
    async take(request: Request): Promise<T> {
      const body = (await request.clone().json()) as T;
      received.push(body);
      return body;
    },
  };
}
