import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme';

export interface RenderOptions {
  /** The address the page opens at (default `/`). */
  route?: string;
  /** The route pattern(s) the component sits under, for its params (default `*`). */
  path?: string | string[];
  /** Other routes to land on, e.g. `{ '/articles/mine': 'My articles page' }` (their text is shown). */
  landings?: Record<string, string>;
}

export interface Rendered {
  user: UserEvent;
  queryClient: QueryClient;
  container: HTMLElement;
  unmount: () => void;
  rerender: (ui: ReactElement) => void;
}

/** Shows the current address, so a test can see where the component navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A fresh query client per test: no retries, nothing kept between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's providers (theme, queries, router, notifications) around one component. */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const queryClient = testQueryClient();
  const { route = '/', path = '*', landings = {} } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      env="test"
    >
      <QueryClientProvider client={queryClient}>
        <Notifications />
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            {(Array.isArray(path) ? path : [path]).map((p) => (
              <Route key={p} path={p} element={children} />
            ))}
            {Object.entries(landings).map(([to, text]) => (
              <Route key={to} path={to} element={<p>{text}</p>} />
            ))}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  // No pause between keystrokes: the tests type a lot, and jsdom needs none; no
  // pointer-events check (jsdom's computed styles are slow, and the tests click what is shown).
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const { container, unmount, rerender } = render(ui, { wrapper });
  return { user, queryClient, container, unmount, rerender };
}

/** A field shows `message` as its error: marked invalid, the message in its description. */
export function expectFieldError(field: HTMLElement, message: string): void {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}
