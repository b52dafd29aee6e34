import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Box, Progress } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { DeletionBanner } from '../../features/account-deletion';
import { usePageLoading } from '../page-loading';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { ConsentPrompt } from './consent-prompt';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';
import classes from './root-layout.module.css';

/** Header, main content and footer around every screen. */
export function RootLayout() {
  const loading = usePageLoading();
  const { pathname } = useLocation();
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      {loading ? (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          color="khaki.4"
          className={classes.progress}
          aria-label="Loading page"
        />
      ) : null}
      <AppHeader />
      <DeletionBanner />
      {/*
        The first page of a visit: a spinner in <main> until its chunk arrives; the footer comes
        after the page (a commit of its own, right after), so it does not appear under the spinner
        and then jump down, and the page's first drawing is smaller. Later navigations run in a
        transition: the current page and footer stay meanwhile.
      */}
      <Suspense
        fallback={
          <Main>
            <LoadingState />
          </Main>
        }
      >
        <Main>
          <RouteErrorBoundary path={pathname}>
            <Outlet />
          </RouteErrorBoundary>
        </Main>
        <FooterAfterPage />
      </Suspense>
      <ScrollRestoration />
      <ConsentPrompt />
    </div>
  );
}

/** The footer, drawn in the commit after the first one (it is below the fold on most screens). */
function FooterAfterPage() {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn ? <AppFooter /> : null;
}

function Main({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
      {children}
    </Box>
  );
}
