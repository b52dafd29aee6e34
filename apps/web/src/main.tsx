import '@fontsource-variable/public-sans/wght.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const root = createRoot(container);
// The first page's chunk is fetched before the first render, which then draws the header and the
// page together (a failed fetch is retried by the page itself, which shows the error). The render
// is a transition: React draws it in slices that leave the main thread free in between.
void preloadPage(window.location)
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <Providers>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </Providers>
        </StrictMode>,
      );
    }),
  );
