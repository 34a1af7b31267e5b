/**
 * The toast viewport (product §9): one at a time, 5 s by default. Loaded beside the first page rather than in
 * it: a toast shown before it is there waits in the notifications store and appears once it is mounted.
 */
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export default function Toasts() {
  return <Notifications limit={1} autoClose={5000} />;
}
