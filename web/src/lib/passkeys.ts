/**
 * The browser's side of passkeys (issue 37, decision 0083) through SimpleWebAuthn: the server's options in
 * WebAuthn's JSON form go to `navigator.credentials`, and its answer goes back as JSON. The library is
 * loaded when a passkey is first used, not with the page.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** Whether this browser has WebAuthn at all (an old browser, or a page not on HTTPS or localhost). */
export function passkeysAvailable(): boolean {
  return typeof globalThis.PublicKeyCredential === 'function';
}

/** The authenticator makes a passkey for the registration options; its answer as JSON. */
export async function createPasskey(options: Record<string, unknown>) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
}

/** The authenticator signs the request options' challenge with a passkey; its answer as JSON. */
export async function answerWithPasskey(options: Record<string, unknown>) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
}

/**
 * True when the browser's dialog ended without a passkey: the user cancelled, or it timed out, or no
 * passkey of this site was there. WebAuthn tells these apart on purpose as little as possible.
 */
export function passkeyDialogEnded(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.name : '';
  return name === 'NotAllowedError' || cause === 'NotAllowedError' || name === 'AbortError';
}

/** True when registering found this authenticator holding a passkey of the account already. */
export function passkeyAlreadyThere(error: unknown): boolean {
  return error instanceof Error && error.name === 'InvalidStateError';
}
