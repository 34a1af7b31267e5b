import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { sessionEnvelope } from './auth';
import { parseSessionEnvelope } from './session';

const user = {
  id: 'u1',
  firstName: 'Erika',
  lastName: 'Muster',
  username: 'erika',
  email: 'erika@example.org',
  emailVerified: false,
  role: 'operator',
};

/** The zod schema's answer: the envelope it returns, or 'rejected'. */
function bySchema(body: unknown) {
  const result = sessionEnvelope.safeParse(body);
  return result.success ? result.data : 'rejected';
}
function byGuard(body: unknown) {
  try {
    return parseSessionEnvelope(body);
  } catch {
    return 'rejected';
  }
}

describe('parseSessionEnvelope: the session answer read without zod, as sessionEnvelope reads it (decision 0097)', () => {
  test.each([
    ['a user', { user }],
    ['signed out', { user: null }],
    ['fields beyond the schema, which both leave out', { user: { ...user, passwordHash: 'x' }, extra: 1 }],
    ['no envelope', null],
    ['no user field', { something: 'else' }],
    ['a partial user', { user: { id: 'u1' } }],
    ['an unknown role', { user: { ...user, role: 'admin' } }],
    ['a field of the wrong type', { user: { ...user, emailVerified: 'yes' } }],
    ['an array', [user]],
    ['a user that is an array', { user: [] }],
  ])('%s', (_, body) => {
    expect(byGuard(body)).toEqual(bySchema(body));
  });

  test('the same answer as the schema for any body near the envelope', () => {
    const value = fc.oneof(
      fc.string(),
      fc.boolean(),
      fc.integer(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const userLike = fc.record(
      {
        id: fc.oneof(fc.string(), value),
        firstName: fc.oneof(fc.string(), value),
        lastName: fc.oneof(fc.string(), value),
        username: fc.oneof(fc.string(), value),
        email: fc.oneof(fc.string(), value),
        emailVerified: fc.oneof(fc.boolean(), value),
        role: fc.oneof(fc.constantFrom('investor', 'operator'), value),
        other: value,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.record({ user: fc.oneof(userLike, value) }), value, fc.object()), (body) => {
        expect(byGuard(body)).toEqual(bySchema(body));
      }),
      { numRuns: 2000 },
    );
  });
});
