import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { useUserProfile } from '../../features/profile';
import { useSession } from '../../lib/session';
import { findSection, isSectionKey } from '../profile-sections';
import { ProfileMenu } from './profile-menu';
import { SideMenuLayout } from '../../components/side-menu-layout';

/** /my/:submenu — the profile area: left menu per role (a select on phones) and the section. */
export function ProfileLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  // Loads (and caches) the user: a 401 here ends the session and the guard returns to login.
  useUserProfile();
  if (!session) return null;

  const key = pathname.split('/')[2];
  if (isSectionKey(key) && !findSection(session.user.type, key)) {
    return <Navigate to="/my/profile" replace />;
  }

  return (
    <SideMenuLayout menu={<ProfileMenu role={session.user.type} current={key} />}>
      {/* A section's chunk loads beside the menu (later ones keep the current section meanwhile). */}
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </SideMenuLayout>
  );
}
