import { Suspense } from 'react';
import { Button } from '@mantine/core';
import { NavLink } from 'react-router';
import { lazyComponent } from '../../lib/lazy-component';
import { getSession } from '../../lib/session';
import classes from './app-header.module.css';
import { NavWrap, type HeaderNavProps } from './nav-wrap';

/**
 * The signed-in navigation (chats with their live counter, the review queue, the user menu)
 * brings the chat, admin and articles APIs and the Socket.IO client: it loads only for a session,
 * so a first visit downloads none of it. With a stored session the download starts at once.
 */
const SignedInNav = lazyComponent(() => import('./signed-in-nav').then((m) => m.default));
if (getSession()) void SignedInNav.preload().catch(() => undefined);

export function HeaderNav(props: HeaderNavProps) {
  const { session, layout, onNavigate } = props;
  if (session) {
    return (
      <Suspense fallback={null}>
        <SignedInNav {...props} session={session} />
      </Suspense>
    );
  }
  const column = layout === 'column';
  const itemClass = column ? classes.drawerLink : classes.link;
  return (
    <NavWrap layout={layout}>
      <NavLink to="/base" className={itemClass} onClick={onNavigate}>
        Knowledge base
      </NavLink>
      <NavLink to="/login/1" className={itemClass} onClick={onNavigate}>
        Login
      </NavLink>
      <Button
        component={NavLink}
        to="/sign-up/1"
        onClick={onNavigate}
        color="khaki.4"
        c="navy.9"
        ml={column ? 0 : 'xs'}
        mt={column ? 'sm' : 0}
      >
        Sign up
      </Button>
    </NavWrap>
  );
}
