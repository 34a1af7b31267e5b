/** Password hashing with argon2id through Bun's built-in implementation. */

/** argon2id's costs; empty: Bun's defaults (64 MiB, two passes). Only the test preload lowers them. */
let cost: { memoryCost?: number; timeCost?: number } = {};

/**
 * For the unit tests only (server/test/preload.ts, bunfig.toml; decision 0099): argon2id with its smallest
 * costs, so that the hundreds of registrations and sign-ins of the tests do not each spend a second of CPU
 * on the hash. Hashes carry their costs, so either kind verifies anywhere.
 */
export function lowerPasswordHashCostForTests(): void {
  cost = { memoryCost: 64, timeCost: 1 };
}

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: 'argon2id', ...cost });
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return Bun.password.verify(password, hash);
}

/**
 * A hash of a random password, verified against when the e-mail is unknown so that unknown e-mails and
 * wrong passwords take the same time.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}
