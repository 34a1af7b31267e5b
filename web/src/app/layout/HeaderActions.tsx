/** The signed-in header's actions: the notification bell and the user menu (fetched after the page, SignedInApp). */
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

export default function HeaderActions() {
  return (
    <>
      <NotificationBell />
      <UserMenu />
    </>
  );
}
