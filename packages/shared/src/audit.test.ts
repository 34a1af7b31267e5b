import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { AUDIT_ACTIONS, AUDIT_KINDS, auditChanges, auditFilterInput, auditKindOf } from './audit';

describe('an audit entry’s change, field by field', () => {
  test('an edit lists only the fields that differ, in their order', () => {
    expect(
      auditChanges(
        { status: 'processing', trackingNumber: null, note: 'a' },
        { status: 'shipped', trackingNumber: 'TRK1', note: 'a' },
      ),
    ).toEqual([
      { field: 'status', before: 'processing', after: 'shipped' },
      { field: 'trackingNumber', before: null, after: 'TRK1' },
    ]);
  });

  test('a creation lists every field, a deletion every field it had; no change is no row', () => {
    expect(auditChanges(null, { name: 'Eiche', stock: 3 }).map((c) => c.field)).toEqual(['name', 'stock']);
    expect(auditChanges({ name: 'Eiche' }, undefined)).toEqual([
      { field: 'name', before: 'Eiche', after: null },
    ]);
    expect(auditChanges({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(auditChanges(3, 4)).toEqual([{ field: '', before: 3, after: 4 }]);
  });

  test('applying the changes to the values before gives the values after (any objects)', () => {
    const value = fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.array(fc.integer()),
    );
    const record = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), value);
    fc.assert(
      fc.property(record, record, (before, after) => {
        const applied: Record<string, unknown> = { ...before };
        for (const change of auditChanges(before, after)) applied[change.field] = change.after;
        const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
        for (const key of keys) expect(applied[key] ?? null).toEqual(after[key] ?? null);
      }),
    );
  });
});

describe('the audit log’s filter', () => {
  test('kinds are the actions’ first parts; a kind outside them is refused', () => {
    expect(AUDIT_KINDS).toContain('order');
    expect(new Set(AUDIT_ACTIONS.map(auditKindOf))).toEqual(new Set(AUDIT_KINDS));
    expect(auditFilterInput.safeParse({ kind: 'order' }).success).toBe(true);
    expect(auditFilterInput.safeParse({ kind: 'orders' }).success).toBe(false);
    expect(auditFilterInput.parse({})).toEqual({ limit: 50, offset: 0 });
  });
});
