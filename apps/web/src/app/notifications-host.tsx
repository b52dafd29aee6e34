import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

const NotificationsContainer = lazy(() => import('./notifications-container'));

/**
 * Mantine's notifications container, fetched with the first notification (its transitions and
 * portal are not needed for the first paint). Notifications shown before it arrives wait in
 * Mantine's store and appear once it mounts; after that it stays mounted for the exit animations.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
