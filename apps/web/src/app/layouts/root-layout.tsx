import { Box, Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import classes from './root-layout.module.css';

/** Header, main content and footer around every screen. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      {navigation.state !== 'idle' ? (
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
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <AppFooter />
      <ScrollRestoration />
    </div>
  );
}
