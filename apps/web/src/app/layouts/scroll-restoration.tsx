import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was left, by location key (for the back and forward buttons). */
const positions = new Map<string, number>();

if (typeof window !== 'undefined' && 'scrollRestoration' in window.history) {
  window.history.scrollRestoration = 'manual';
}

/**
 * What React Router's <ScrollRestoration> did for the data router: a new page starts at the top
 * (or at its #hash), going back or forward returns to where that page was left. The jumps are
 * instant, as between documents (global.css makes in-page scrolling smooth).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const save = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo({ top: saved, left: 0, behavior: 'instant' });
      return;
    }
    if (navigationType === 'POP') return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location.key, location.hash, navigationType]);

  return null;
}
