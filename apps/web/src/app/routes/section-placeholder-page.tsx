import { useLocation } from 'react-router';
import { ComingSoonView } from '../../components/page-state-screens';
import { useSession } from '../../lib/session';
import { findSection } from '../profile-sections';

/** A profile-area section that is not built yet: its menu label as heading and a calm note. */
export function SectionPlaceholderPage() {
  const session = useSession();
  const { pathname } = useLocation();
  const key = pathname.split('/')[2];
  const section = session ? findSection(session.user.type, key) : undefined;
  return <ComingSoonView title={section?.label ?? 'My Profile'} />;
}
