/**
 * The VAPID key pair (RFC 8292) that signs every push (decision 0085): VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY, else `<DATA_DIR>/vapid.json`, made on first start like the secrets key
 * (auth/secretBox.ts) — written aside and linked into place, so two processes starting at once share one.
 * A browser's subscription is bound to the public key: a new key makes every subscription useless.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { writeFirst } from '../auth/secretBox';

export const VAPID_FILE = 'vapid.json';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (the browser's `applicationServerKey`). */
  publicKey: string;
  /** The private scalar, base64url. */
  privateKey: string;
}

export interface Vapid extends VapidKeys {
  /** mailto: or https: contact of the sender (the JWT's `sub`). */
  subject: string;
}

const isKeys = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string' &&
  Buffer.from((value as VapidKeys).publicKey, 'base64url').length === 65 &&
  Buffer.from((value as VapidKeys).privateKey, 'base64url').length === 32;

/** A key pair made now (tests, and an app built without configuration). */
export function generatedVapid(subject = 'mailto:no-reply@localhost'): Vapid {
  const made = webpush.generateVAPIDKeys();
  return { publicKey: made.publicKey, privateKey: made.privateKey, subject };
}

/** The configured keys, else the data folder's, made now when there are none. */
export function vapidOf(config: {
  vapidKeys: VapidKeys | undefined;
  vapidSubject: string;
  dataDir: string;
}): Vapid {
  if (config.vapidKeys) return { ...config.vapidKeys, subject: config.vapidSubject };
  const path = join(config.dataDir, VAPID_FILE);
  writeFirst(path, () => {
    const made = webpush.generateVAPIDKeys();
    return `${JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey })}\n`;
  });
  let stored: unknown;
  try {
    stored = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    stored = undefined;
  }
  if (!isKeys(stored))
    throw new Error(
      `${path} does not hold a VAPID key pair: remove it or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`,
    );
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: config.vapidSubject };
}
