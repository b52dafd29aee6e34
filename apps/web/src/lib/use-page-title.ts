import { useEffect } from 'react';
import { APP_NAME } from './constants';

/** Sets the document title for the current screen ("Login · X-Forces Knowledge Exchange Hub"). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
