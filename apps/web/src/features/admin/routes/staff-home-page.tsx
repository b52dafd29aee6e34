import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { StaffOnlyNotice } from '../components/staff-only-notice';
import { staffHomeFor } from '../staff';

/** /admin: the first console page the signed-in role may open (the review queue for moderators). */
export function StaffHomePage() {
  const home = staffHomeFor(useSession()?.user.type);
  return home ? <Navigate to={home} replace /> : <StaffOnlyNotice />;
}
