/**
 * Every action the server writes to the audit log has its words in the console (AUDIT_ACTIONS, whose
 * catalogue ids the web's Record<AuditAction, …> requires): a new action without them fails here.
 */
import { expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_ACTIONS } from '@wurzelwerk/shared';

const SOURCE = join(import.meta.dir, '..', '..');

function written(): Set<string> {
  const found = new Set<string>();
  for (const file of readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(join(SOURCE, file), 'utf8');
    if (!text.includes('recordAudit') && !text.includes('auditedWrite')) continue;
    // `action: 'x.y'`, `? 'x.y' : 'x.z'`, and an auditedWrite's or writeX's action argument.
    for (const match of text.matchAll(/'([a-z][A-Za-z]*\.[a-z][A-Za-z]*)'/g)) {
      const name = match[1] ?? '';
      const before = text.slice(Math.max(0, (match.index ?? 0) - 120), match.index);
      if (/action|auditedWrite|write[A-Z]\w*\(|\?\s*$|:\s*$|statusAudit\(/.test(before)) found.add(name);
    }
  }
  return found;
}

test('every audited action is one of AUDIT_ACTIONS', () => {
  const actions = written();
  expect(actions.size).toBeGreaterThan(20);
  const known = new Set<string>(AUDIT_ACTIONS);
  expect([...actions].filter((action) => !known.has(action)).sort()).toEqual([]);
});
