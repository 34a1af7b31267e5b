/** The /api operations of the signed-in user's notifications (issue 17). */
import { z } from 'zod';
import { operations } from '../../rest/operation';
import { notificationsRouter } from './router';

export const notificationOperations = operations('Notifications', [
  {
    method: 'get',
    path: '/api/notifications',
    operationId: 'listNotifications',
    summary: 'Your notifications',
    description:
      'The newest 50, newest first, each with `kind` (investment, withdrawal, orderPlaced, orderStatus, passwordChanged, newSignIn, streamStarting, …), its `data` (names in the request’s language) and `readAt` (null while unread); `unreadCount` counts every unread one.',
    signedIn: true,
    procedure: notificationsRouter.list,
    status: 200,
  },
  {
    method: 'post',
    path: '/api/notifications/{id}/read',
    operationId: 'markNotificationRead',
    summary: 'Mark a notification read',
    description: 'Idempotent. Someone else’s or an unknown notification → 404. Answers the unread count.',
    signedIn: true,
    pathParams: { id: { schema: z.string(), description: 'Notification id' } },
    procedure: notificationsRouter.markRead,
    status: 200,
    errors: [404],
    call: (api, request) => api.notifications.markRead({ id: request.param('id') }),
  },
  {
    method: 'post',
    path: '/api/notifications/read-all',
    operationId: 'markAllNotificationsRead',
    summary: 'Mark all your notifications read',
    description: 'Answers the unread count (0).',
    signedIn: true,
    procedure: notificationsRouter.markAllRead,
    status: 200,
  },
]);
