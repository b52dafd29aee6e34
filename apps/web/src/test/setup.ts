import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clearSession } from '../lib/session';
import { mediaQueryList } from './media';
import { server } from './server';

// What Mantine needs from a browser that jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => mediaQueryList(query, false)),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
// Mantine's autosize textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
  });
}
Element.prototype.scrollIntoView = vi.fn();
Element.prototype.scrollTo = vi.fn();
window.scrollTo = vi.fn() as typeof window.scrollTo;

// The CI machine is shared: give what the tests wait for more than the default second.
configure({ asyncUtilTimeout: 5_000 });

// A request no handler answers fails the test that made it (and MSW says which one it was).
const unhandled: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const missed = unhandled.splice(0);
  if (missed.length) throw new Error(`Requests with no MSW handler: ${missed.join(', ')}`);
});
afterAll(() => server.close());
