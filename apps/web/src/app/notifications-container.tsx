import { Notifications } from '@mantine/notifications';

/** Mantine's notifications container as the app places them (loaded by NotificationsHost). */
export default function NotificationsContainer() {
  return <Notifications position="top-center" limit={3} />;
}
