import {
  pushKeySchema,
  pushSubscribedSchema,
  pushSubscriptionInput,
  pushUnsubscribeInput,
} from '@wurzelwerk/shared';
import { publicProcedure, router } from '../../trpc/init';
import { signedIn } from '../../trpc/procedures';
import { publicKey, subscribe, unsubscribe } from './service';

export const pushRouter = router({
  /** The VAPID public key browsers subscribe with. */
  publicKey: publicProcedure.output(pushKeySchema).query(({ ctx }) => publicKey(ctx)),

  /** Stores this device's subscription (replacing its earlier one). */
  subscribe: signedIn.mutation(pushSubscriptionInput, pushSubscribedSchema, subscribe),

  /** Removes this device's subscription, or the one of the given endpoint. */
  unsubscribe: signedIn.mutation(pushUnsubscribeInput, pushSubscribedSchema, unsubscribe),
});
