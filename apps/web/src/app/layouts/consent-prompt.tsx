import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { DOCUMENT_PATHS } from '@keh/contracts';
import { useUserProfile } from '../../features/profile';
import { lazyComponent } from '../../lib/lazy-component';
import { useSession } from '../../lib/session';

/** Shown only when a new version waits: its dialog, checkbox and call load then, not on every first visit. */
const ConsentModal = lazyComponent(() =>
  import('../../features/privacy/components/consent-modal').then((m) => m.ConsentModal),
);

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
  return (
    <Suspense fallback={null}>
      <ConsentModal required={required} onAccepted={() => profile.refetch()} />
    </Suspense>
  );
}
