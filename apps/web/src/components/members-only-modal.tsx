import { lazy, Suspense, useState } from 'react';

interface MembersOnlyModalProps {
  opened: boolean;
  /** Closing without choosing (e.g. back to the home page). */
  onClose: () => void;
}

/** The dialog and Mantine's modal machinery arrive when it first opens, not with the page. */
const MembersOnlyDialog = lazy(() => import('./members-only-dialog'));

/**
 * What a signed-out visitor sees on member-only content (docs/product/screens.md): the spec's sentence with Login
 * and Sign up. Used by the public profiles and the knowledge base.
 */
export function MembersOnlyModal({ opened, onClose }: MembersOnlyModalProps) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MembersOnlyDialog opened={opened} onClose={onClose} />
    </Suspense>
  );
}
