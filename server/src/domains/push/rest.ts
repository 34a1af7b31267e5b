/** The /api operations of Web Push (issue 37, decision 0085): the server's key and this device's subscription. */
import { operations } from '../../rest/operation';
import { pushRouter } from './router';

export const pushOperations = operations('Push', [
  {
    method: 'get',
    path: '/api/push/public-key',
    operationId: 'pushPublicKey',
    summary: 'The key to subscribe to push messages with',
    description:
      'The VAPID public key (RFC 8292) as base64url: pass it as `applicationServerKey` to `pushManager.subscribe`. No sign-in needed.',
    procedure: pushRouter.publicKey,
    status: 200,
  },
  {
    method: 'post',
    path: '/api/push/subscription',
    operationId: 'subscribePush',
    summary: 'Receive push messages on this device',
    description:
      'The body is the browser’s `PushSubscription.toJSON()`: `{ "endpoint": "https://…", "keys": { "p256dh": "…", "auth": "…" } }`. Stored for this signed-in device (replacing its earlier subscription) and removed when the device signs out or is ended. Pushes follow the notification switches and the `push` switch. A malformed subscription → 400.',
    signedIn: true,
    body: 'input',
    procedure: pushRouter.subscribe,
    status: 200,
  },
  {
    method: 'delete',
    path: '/api/push/subscription',
    operationId: 'unsubscribePush',
    summary: 'Stop push messages on this device',
    description:
      'Removes this device’s subscription; with a body `{ "endpoint": "…" }`, the subscription of that endpoint among your own. Nothing to remove is no error.',
    signedIn: true,
    body: 'input',
    procedure: pushRouter.unsubscribe,
    status: 200,
  },
]);
