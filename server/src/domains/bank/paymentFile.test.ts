/** The execution date of a pain.001 file: Berlin's day, never one in the past. */
import { describe, expect, test } from 'bun:test';
import { executionDateOf } from './paymentFile';

describe('executionDateOf', () => {
  test('the day in Berlin, also in the hour after midnight when UTC is still on the day before', () => {
    const justAfterMidnight = new Date('2026-11-30T23:30:00Z'); // 00:30 on 1 December in Berlin
    expect(justAfterMidnight.toISOString().slice(0, 10)).toBe('2026-11-30');
    expect(executionDateOf(justAfterMidnight, justAfterMidnight)).toBe('2026-12-01');
    const summer = new Date('2026-06-30T22:30:00Z'); // 00:30 on 1 July (CEST)
    expect(executionDateOf(summer, summer)).toBe('2026-07-01');
  });
  test('a file made earlier and downloaded again today executes today, not on a day gone by', () => {
    expect(executionDateOf(new Date('2026-11-01T10:00:00Z'), new Date('2026-11-29T10:00:00Z'))).toBe(
      '2026-11-29',
    );
  });
});
