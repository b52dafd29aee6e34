import { useLocation } from 'react-router';
import { DOCUMENT_PATHS } from '@keh/contracts';
import { useUserProfile } from '../../features/profile';
import { ConsentModal } from '../../features/privacy';
import { useSession } from '../../lib/session';

const DOCUMENT_PAGES: readonly string[] = Object.values(DOCUMENT_PATHS);

/**
 * A signed-in person whose profile says a new version of the terms or the privacy policy waits for
 * their acceptance is asked before going on (issue 31); the documents themselves stay readable.
 */
export function ConsentPrompt() {
  const session = useSession();
  const { pathname } = useLocation();
  if (!session || DOCUMENT_PAGES.includes(pathname)) return null;
  return <OutstandingConsent />;
}

function OutstandingConsent() {
  const profile = useUserProfile();
  const required = profile.data?.consent_required ?? [];
  if (!required.length) return null;
  return <ConsentModal required={required} onAccepted={() => profile.refetch()} />;
}
