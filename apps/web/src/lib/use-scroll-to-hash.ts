import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A page opened at one of its sections (`/admin/overview#gone-quiet`): scroll there once what the
 * section shows has loaded (`ready`), as the browser would have on a static page.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}
