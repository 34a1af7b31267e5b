/**
 * This browser's side of Web Push (issue 37, decision 0085): whether a service worker can receive pushes
 * here, the subscription made with the server's VAPID key, and its end. Without a registered service
 * worker (a development server, a browser without push) there is nothing to subscribe with.
 */

/** The service worker registration pushes would arrive at; undefined where there is none. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  if (typeof window === 'undefined' || !('PushManager' in window) || !('Notification' in window))
    return undefined;
  return (await navigator.serviceWorker.getRegistration()) ?? undefined;
}

/** The bytes of a base64url text (the VAPID public key). */
export function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

export type PushSubscribeOutcome =
  | { kind: 'subscribed'; subscription: PushSubscriptionJSON }
  | { kind: 'noWorker' }
  | { kind: 'denied' };

/**
 * Asks for permission and subscribes this browser with `publicKey` (a subscription made with another key —
 * the server's keys changed — is replaced). Call it from the switch's click.
 */
export async function subscribeThisBrowser(publicKey: () => Promise<string>): Promise<PushSubscribeOutcome> {
  const registration = await pushRegistration();
  if (!registration) return { kind: 'noWorker' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { kind: 'denied' };
  const key = base64urlBytes(await publicKey());
  const { pushManager } = await navigator.serviceWorker.ready;
  let subscription = await pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return { kind: 'subscribed', subscription: subscription.toJSON() };
}

/** Ends this browser's subscription, if any: its endpoint. */
export async function unsubscribeThisBrowser(): Promise<string | undefined> {
  const registration = await pushRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return undefined;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
