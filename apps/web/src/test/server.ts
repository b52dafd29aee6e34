import { setupServer } from 'msw/node';

/**
 * The API as the component tests see it: MSW answers `fetch('/api/…')` at the HTTP level, so a
 * test stays true whichever client the component calls through. Each test adds the answers it
 * needs with `server.use(…)`; a request nobody answers fails the test (setup.ts).
 */
export const server = setupServer();
