import { notificationIdInput, notificationListSchema, unreadCountSchema } from '@wurzelwerk/shared';
import { router } from '../../trpc/init';
import { signedIn } from '../../trpc/procedures';
import { listNotifications, markAllRead, markRead } from './service';

export const notificationsRouter = router({
  /** The user's newest notifications, newest first, and how many are unread. */
  list: signedIn.read(notificationListSchema, listNotifications),

  /** Marks one read; someone else's or an unknown id → NOT_FOUND (nothing is revealed). */
  markRead: signedIn.mutation(notificationIdInput, unreadCountSchema, (ctx, { id }) => markRead(ctx, id)),

  markAllRead: signedIn.act(unreadCountSchema, markAllRead),
});
