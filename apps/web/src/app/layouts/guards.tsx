import { Navigate, Outlet, useLocation } from 'react-router';
import { justSignedOut, landingAfterSignIn, loginPathFor, safeNextPath } from '../../lib/landing';
import { useSession } from '../../lib/session';

/** Routes for signed-in users only: without a token, login step 1, which returns here afterwards. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    // After Logout the page left behind is no destination; after a visit or an expired token it is.
    const to = justSignedOut() ? '/login/1' : loginPathFor(here);
    return <Navigate to={to} replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}

/** Routes for guests only (login, sign-up): a signed-in user goes where they were going, or their start. */
export function GuestOnly() {
  const session = useSession();
  const { search } = useLocation();
  if (session) {
    const next = safeNextPath(new URLSearchParams(search).get('next'));
    return <Navigate to={next ?? landingAfterSignIn(session.user.type)} replace />;
  }
  return <Outlet />;
}
