/**
 * The test acting as browser and push service (issue 37): it makes a subscription's P-256 key pair and
 * auth secret as a browser does, and runs an HTTP receiver that checks each push as a push service and
 * then the browser would — the VAPID JWT's ES256 signature, audience and expiry (RFC 8292), then the
 * aes128gcm payload decrypted with the subscription's private key (RFC 8291, RFC 8188). Written from the
 * RFCs with node:crypto and WebCrypto, not with the library the server sends with.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, webcrypto } from 'node:crypto';

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  path: string;
  /** The decrypted payload (JSON parsed). */
  payload: unknown;
  ttl: string | null;
  /** The JWT's claims, once its signature was checked. */
  claims: { aud: string; exp: number; sub: string };
}

/** What the receiver answers a push to a path: a status, or 'hang' (never answers). */
export type Answer = number | 'hang';

const b64u = (data: Uint8Array | Buffer) => Buffer.from(data).toString('base64url');

/** A browser's subscription to the receiver at `path`, with the keys only the browser knows. */
function makeBrowser(origin: string, path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const subscription: BrowserSubscription = {
    endpoint: `${origin}${path}`,
    keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
  };
  return { subscription, ecdh, auth };
}
type Browser = ReturnType<typeof makeBrowser>;

const hkdf = (salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, decrypted by the browser `browser`. */
export function decryptAes128gcm(body: Buffer, browser: Pick<Browser, 'ecdh' | 'auth'>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is not a P-256 public key (${idLength} bytes)`);
  if (record.length > recordSize) throw new Error('more than one record');
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = hkdf(browser.auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record's padding: a 0x02 delimiter, then zeros.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; checks the ES256 signature with k, the audience and the expiry. */
export async function checkVapid(header: string | null, origin: string, publicKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header}`);
  const [token, key] = [match[1], match[2]];
  if (key !== publicKey) throw new Error('signed with another key than the one browsers subscribed with');
  const [head = '', body = '', signature = ''] = token.split('.');
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString());
  if (header64.alg !== 'ES256') throw new Error(`alg ${header64.alg}`);
  const verifier = await webcrypto.subtle.importKey(
    'raw',
    Buffer.from(key, 'base64url'),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const valid = await webcrypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    verifier,
    Buffer.from(signature, 'base64url'),
    Buffer.from(`${head}.${body}`),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud}, expected ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp} out of range`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return claims;
}

/**
 * A push service on a free port. `browser()` makes a subscription to it; every push that arrives is
 * checked and decrypted (a push that fails a check is kept in `rejected` and answered 400);
 * `answer(path, ...)` sets what the next pushes to a path are answered (default 201).
 */
export function startPushService(publicKey: string) {
  const browsers = new Map<string, Browser>();
  const answers = new Map<string, Answer[]>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let count = 0;
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const url = new URL(request.url);
      const answer = answers.get(url.pathname)?.shift() ?? 201;
      if (answer === 'hang') return new Promise<Response>(() => {});
      const browser = browsers.get(url.pathname);
      if (!browser) return new Response(null, { status: 404 });
      try {
        if (request.headers.get('content-encoding') !== 'aes128gcm') throw new Error('not aes128gcm');
        const claims = await checkVapid(request.headers.get('authorization'), url.origin, publicKey);
        const text = decryptAes128gcm(Buffer.from(await request.arrayBuffer()), browser);
        if (answer >= 200 && answer < 300)
          received.push({
            path: url.pathname,
            payload: JSON.parse(text),
            ttl: request.headers.get('ttl'),
            claims,
          });
      } catch (error) {
        rejected.push(String(error));
        return new Response(null, { status: 400 });
      }
      return new Response(null, { status: answer });
    },
  });
  const origin = `http://127.0.0.1:${server.port}`;
  return {
    origin,
    received,
    rejected,
    /** A new browser subscribed to this service. */
    browser(): BrowserSubscription {
      const made = makeBrowser(origin, `/push/${++count}-${randomBytes(6).toString('hex')}`);
      browsers.set(new URL(made.subscription.endpoint).pathname, made);
      return made.subscription;
    },
    answer(endpoint: string, ...next: Answer[]) {
      answers.set(new URL(endpoint).pathname, next);
    },
    to: (endpoint: string) => received.filter((push) => push.path === new URL(endpoint).pathname),
    stop: () => server.stop(true),
  };
}

export type PushService = ReturnType<typeof startPushService>;
