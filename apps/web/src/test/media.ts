import { vi } from 'vitest';

/**
 * A media query list as jsdom lacks it: `matches` says whether the page is as wide as the query
 * asks. Installed by setup.ts (nothing matches); a test sets its own width with
 * `vi.mocked(window.matchMedia).mockImplementation(q => mediaQueryList(q, …))`.
 */
export const mediaQueryList = (query: string, matches: boolean) =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }) as MediaQueryList;
