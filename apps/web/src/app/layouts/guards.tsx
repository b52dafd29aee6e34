import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';

/** Routes for signed-in users only: without a token, go to login step 1. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login/1" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Routes for guests only (login): a signed-in user goes to the events page. */
export function GuestOnly() {
  const session = useSession();
  if (session) return <Navigate to="/my/events" replace />;
  return <Outlet />;
}
