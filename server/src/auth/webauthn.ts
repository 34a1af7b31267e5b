/**
 * The relying party of passkeys (issue 37, decision 0083): its id (the domain passkeys are bound to), its
 * name as the browser shows it, the origins whose answers count; and the challenge an answer signed.
 */

import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { BRAND } from '@wurzelwerk/shared';

export interface RelyingParty {
  rpId: string;
  origins: string[];
}

export const RELYING_PARTY_NAME = BRAND;

/** Without configuration (tests): localhost, as a browser on http://localhost reaches it. */
export const LOCAL_RELYING_PARTY: RelyingParty = { rpId: 'localhost', origins: ['http://localhost'] };

/** A new challenge: 32 random bytes, base64url (WebAuthn asks for at least 16). */
export function newChallenge(): string {
  return isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * The challenge inside an answer's clientDataJSON (base64url of JSON), or undefined when it has none — to
 * find the stored challenge; the library checks everything else of clientDataJSON afterwards.
 */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(challenge) ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** The WebAuthn user handle of an account: its id's bytes (opaque, no personal data). */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(new TextEncoder().encode(userId));
}

/** What an answer must show for the library to verify it: the challenge, the origins, the RP id, user verification. */
export function expectations(relyingParty: RelyingParty, challenge: string) {
  return {
    expectedChallenge: challenge,
    expectedOrigin: relyingParty.origins,
    expectedRPID: relyingParty.rpId,
    requireUserVerification: true,
  };
}
