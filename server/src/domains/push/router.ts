import {
  pushKeySchema,
  pushSubscribedSchema,
  pushSubscriptionInput,
  pushUnsubscribeInput,
} from '@wurzelwerk/shared';
import { router } from '../../trpc/init';
import { anyone, signedIn } from '../../trpc/procedures';
import { publicKey, subscribe, unsubscribe } from './service';

export const pushRouter = router({
  /** The VAPID public key browsers subscribe with. */
  publicKey: anyone.read(pushKeySchema, publicKey),

  /** Stores this device's subscription (replacing its earlier one). */
  subscribe: signedIn.mutation(pushSubscriptionInput, pushSubscribedSchema, subscribe),

  /** Removes this device's subscription, or the one of the given endpoint. */
  unsubscribe: signedIn.mutation(pushUnsubscribeInput, pushSubscribedSchema, unsubscribe),
});
