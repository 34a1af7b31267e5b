import { describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  dashboardSchema,
  expectedReturnCents,
  investmentSchema,
  livestreamSchema,
  newsSchema,
  parseCents,
} from '@wurzelwerk/shared';
import { dashboardDemoSamples } from './data';

const NOW = Date.UTC(2025, 5, 1, 12);
const mediaDir = join(import.meta.dir, '../../../../server/assets/images');

describe('dashboard demo samples', () => {
  for (const locale of ['de', 'en'] as const) {
    test(`have the API's shapes (${locale})`, () => {
      const samples = dashboardDemoSamples(locale, NOW);
      expect(() => dashboardSchema.parse(samples.summary)).not.toThrow();
      for (const investment of samples.investments)
        expect(() => investmentSchema.parse(investment)).not.toThrow();
      for (const item of samples.news) expect(() => newsSchema.parse(item)).not.toThrow();
      for (const stream of samples.streams) expect(() => livestreamSchema.parse(stream)).not.toThrow();
    });
  }

  test('the summary is computed from the holdings', () => {
    const { summary, investments } = dashboardDemoSamples('de', NOW);
    const cents = (value: string) => parseCents(value) ?? Number.NaN;
    expect(cents(summary.totalInvestment)).toBe(
      investments.reduce((sum, i) => sum + cents(i.totalInvestment), 0),
    );
    expect(cents(summary.expectedReturns)).toBe(
      investments.reduce((sum, i) => sum + cents(i.expectedAnnualReturn), 0),
    );
    expect(summary.totalAssets).toBe(investments.reduce((sum, i) => sum + i.quantity, 0));
    // 600 € at 7.2 % a year.
    expect(investments[0]?.expectedAnnualReturn).toBe('43.20');
    expect(cents(investments[0]?.expectedAnnualReturn ?? '')).toBe(expectedReturnCents(60_000, '7.2'));
    expect(summary.environmentalImpact.co2Saved).toBeGreaterThan(0);
  });

  test('show every part of the dashboard: more than 3 assets, 3+ news, live and planned streams', () => {
    const samples = dashboardDemoSamples('en', NOW);
    expect(samples.investments.length).toBeGreaterThan(3);
    expect(samples.news.length).toBeGreaterThanOrEqual(3);
    expect(samples.streams.some((s) => s.isLive)).toBe(true);
    expect(samples.streams.some((s) => !s.isLive && s.startTime.getTime() > NOW)).toBe(true);
    expect(samples.summary.recentActivities[0]?.message).toStartWith('Invested ');
  });

  test('the figures do not depend on the language; the texts do', () => {
    const de = dashboardDemoSamples('de', NOW);
    const en = dashboardDemoSamples('en', NOW);
    expect(en.summary.totalInvestment).toBe(de.summary.totalInvestment);
    expect(en.summary.environmentalImpact).toEqual(de.summary.environmentalImpact);
    expect(de.news[0]?.title).not.toBe(en.news[0]?.title);
  });

  test('images are the app’s own media files', () => {
    const { investments, streams } = dashboardDemoSamples('de', NOW);
    for (const url of [...investments.map((i) => i.assetType.imageUrl), ...streams.map((s) => s.thumbnail)]) {
      expect(url).toStartWith('/media/');
      expect(existsSync(join(mediaDir, url.replace('/media/', '')))).toBe(true);
    }
  });
});
