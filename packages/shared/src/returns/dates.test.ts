import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { addMonths, dayNumber, daysBetween, parseIsoDate } from './dates';

describe('calendar dates', () => {
  test('a real calendar date or null', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of [
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-01',
      '26-01-01',
      '',
      '2026-01-01T00:00',
    ])
      expect(parseIsoDate(bad)).toBeNull();
  });

  test('months are added with the end of the month kept (decision 0060)', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-05-10', 0)).toBe('2026-05-10');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  test('days between dates count calendar days', () => {
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });

  test('day numbers are the UTC days since 1970, the same when asked again (they are remembered)', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2026-11-29')).toBe(20_786);
    expect(() => dayNumber('2026-02-30')).toThrow(RangeError);
    const date = fc
      .date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(date, { minLength: 1, maxLength: 50 }), (dates) => {
        for (const value of [...dates, ...dates]) {
          const { year, month, day } = parseIsoDate(value) ?? { year: 0, month: 0, day: 0 };
          expect(dayNumber(value)).toBe(Date.UTC(year, month - 1, day) / 86_400_000);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('adding months keeps the day or lands on the last day of the month, and never goes backwards', () => {
    const date = fc
      .date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 600 }), (start, months) => {
        const result = addMonths(start, months);
        const from = parseIsoDate(start);
        const to = parseIsoDate(result);
        expect(from && to).toBeTruthy();
        if (!from || !to) return;
        expect((to.year - from.year) * 12 + to.month - from.month).toBe(months);
        const lastDay = new Date(Date.UTC(to.year, to.month, 0)).getUTCDate();
        expect(to.day === from.day || (to.day === lastDay && from.day > lastDay)).toBe(true);
        expect(daysBetween(start, result)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
