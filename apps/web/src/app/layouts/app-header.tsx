import { Suspense, useEffect, useRef, useState } from 'react';
import { Box, Burger, Container, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { startTour, type RunningTour } from '../../features/tour';
import { lazyComponent } from '../../lib/lazy-component';
import { useSession } from '../../lib/session';
import { tourSelector, tourTarget } from '../../lib/tour-targets';
import { BrandLink } from './brand-link';
import { HeaderNav } from './header-nav';
import classes from './app-header.module.css';

/** The drawer (Mantine's modal machinery) is fetched when the burger is first used. */
const MobileNavDrawer = lazyComponent(() => import('./mobile-nav-drawer').then((m) => m.default));
/** Unread chats and new requests beside the burger: only for a session (it brings the chat API). */
const MobileNews = lazyComponent(() => import('./mobile-news').then((m) => m.default));

/** The site header: brand, main navigation, and a burger with a drawer below 75em. */
export function AppHeader() {
  const session = useSession();
  const navigate = useNavigate();
  const theme = useMantineTheme();
  const [opened, { toggle, open, close }] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const [tour, setTour] = useState<TourState>({ starting: false, current: null });

  /** Whether the header is folded into the burger (below the lg breakpoint). */
  const collapsed = () => !window.matchMedia(`(min-width: ${theme.breakpoints.lg})`).matches;

  /** The 'How it works' toggle: starts the tour (its code loads now), or ends it. */
  const toggleTour = () => {
    if (tour.current) return tour.current.stop();
    if (!session || tour.starting) return;
    setTour({ starting: true, current: null });
    startTour({
      role: session.user.type,
      navigate: (path) => void navigate(path),
      menu: {
        collapsed,
        setOpen: (wanted) => {
          if (!wanted) return close();
          setDrawerWanted(true);
          open();
        },
      },
      onEnd: () => {
        setTour({ starting: false, current: null });
        // Back to the toggle; on a phone it sits in the closing drawer, so to the burger that holds it.
        const toggle = document.querySelector<HTMLElement>(`nav ${tourSelector('toggle')}`);
        (collapsed() ? burger.current : toggle)?.focus();
      },
    }).then(
      (running) => setTour({ starting: false, current: running }),
      () => setTour({ starting: false, current: null }),
    );
  };
  // Signing out (or a session that ends) ends the tour.
  useEffect(() => {
    if (!session) tour.current?.stop();
  }, [session, tour]);

  const navProps = { session, tourOn: tour.starting || !!tour.current, onToggleTour: toggleTour };
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <BrandLink />
        <Box component="nav" aria-label="Main" visibleFrom="lg">
          <HeaderNav {...navProps} layout="row" />
        </Box>
        <Group gap="xs" wrap="nowrap" hiddenFrom="lg">
          {session ? (
            <Suspense fallback={null}>
              <MobileNews session={session} />
            </Suspense>
          ) : null}
          <Burger
            ref={burger}
            hiddenFrom="lg"
            opened={opened}
            onPointerEnter={() => void MobileNavDrawer.preload().catch(() => undefined)}
            onClick={() => {
              setDrawerWanted(true);
              toggle();
            }}
            color="white"
            aria-label={opened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={opened}
            aria-controls="mobile-navigation"
            {...tourTarget('burger')}
          />
        </Group>
      </Container>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer opened={opened} onClose={close} navProps={navProps} />
        </Suspense>
      ) : null}
    </Box>
  );
}

interface TourState {
  /** The tour's code is loading. */
  starting: boolean;
  current: RunningTour | null;
}
