/**
 * Sample data of the public dashboard demo (/dashboarddemo, product §2.1: local only, nothing is loaded or
 * saved). The holdings are a few of the seeded asset types (the shared sample content) with their images;
 * the summary is computed from them the way the server computes it (sums in cents, the sample impact model
 * per unit × units), so the demo's figures agree with each other. The news and streams are the seeded ones.
 * Times are relative to `now`, so the relative dates stay meaningful.
 */
import {
  type Dashboard,
  expectedReturnCents,
  formatCents,
  type Investment,
  intlLocale,
  type Livestream,
  type News,
  parseCents,
  type SampleAssetType,
  sampleAssetTypes,
  sampleImpactPerUnit,
  sampleLivestreams,
  sampleNews,
  withdrawalEnd,
} from '@wurzelwerk/shared';
import type { Locale } from '../../i18n/messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The first name greeted in the demo. */
export const DEMO_FIRST_NAME = 'Alex';

/** What the demo visitor holds: units of seeded asset types, bought some days ago. */
const HOLDINGS: readonly { slug: string; quantity: number; daysAgo: number }[] = [
  { slug: 'bienenvoelker-kaiserstuhl', quantity: 2, daysAgo: 2 },
  { slug: 'mischwald-schwarzwald', quantity: 4, daysAgo: 21 },
  { slug: 'bio-dinkel-schwaebische-alb', quantity: 5, daysAgo: 45 },
  { slug: 'buergerwindpark-nordfriesland', quantity: 1, daysAgo: 60 },
  { slug: 'solawi-gemuesehof-leipzig', quantity: 2, daysAgo: 90 },
];

/** One live stream and two planned ones of the seeded streams. */
const STREAM_SLUGS = [
  'bienenstand-kaiserstuhl-live',
  'fuehrung-auwald-mittelelbe',
  'erntetag-solawi-leipzig',
];

/** The newest four of the seeded news. */
const NEWS_COUNT = 4;

function bySlug<T extends { slug: string }>(list: readonly T[], slug: string): T {
  const found = list.find((item) => item.slug === slug);
  if (!found) throw new Error(`dashboard demo: no sample "${slug}"`);
  return found;
}

const holdings = HOLDINGS.map((holding) => {
  const asset: SampleAssetType = bySlug(sampleAssetTypes, holding.slug);
  return { ...holding, asset, totalCents: asset.basePriceEuro * 100 * holding.quantity };
});

export interface DashboardDemoData {
  summary: Dashboard;
  investments: Investment[];
  news: News[];
  streams: Livestream[];
}

/** Every sample of the dashboard demo in one language, with dates relative to `now`. */
export function dashboardDemoSamples(locale: Locale, now: number): DashboardDemoData {
  const euro = new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'EUR',
  });
  const investments: Investment[] = holdings.map(({ asset, quantity, daysAgo, totalCents }, index) => ({
    id: `demo-${index + 1}`,
    quantity,
    totalInvestment: formatCents(totalCents),
    expectedAnnualReturn: formatCents(expectedReturnCents(totalCents, asset.expectedReturn)),
    status: 'paid',
    createdAt: new Date(now - daysAgo * DAY),
    confirmedAt: new Date(now - daysAgo * DAY),
    withdrawalEndsAt: withdrawalEnd(new Date(now - daysAgo * DAY)),
    withdrawnAt: null,
    paymentDueAt: null,
    paidAt: new Date(now - daysAgo * DAY),
    assetType: {
      id: index + 1,
      name: asset.name[locale],
      imageUrl: `/media/assets/${asset.slug}.svg`,
      location: asset.location,
      category: asset.category,
    },
  }));

  const sumCents = (pick: (investment: Investment) => string) =>
    investments.reduce((sum, investment) => sum + (parseCents(pick(investment)) ?? 0), 0);
  /** Yearly impact: the per-unit figure × units bought, as on the server. */
  const impact = (pick: (asset: SampleAssetType) => number, digits: number) => {
    const total = holdings.reduce((sum, { asset, quantity }) => sum + pick(asset) * quantity, 0);
    return Number(total.toFixed(digits));
  };
  const perUnit = (asset: SampleAssetType) => sampleImpactPerUnit(asset.category, asset.basePriceEuro);

  const summary: Dashboard = {
    totalInvestment: formatCents(sumCents((i) => i.totalInvestment)),
    expectedReturns: formatCents(sumCents((i) => i.expectedAnnualReturn)),
    receivedCents: 0,
    totalAssets: holdings.reduce((sum, holding) => sum + holding.quantity, 0),
    // The sample holdings are paid (as the seed's): nothing awaits its payment.
    awaitingPayment: { count: 0, amount: '0.00', nextDueAt: null },
    environmentalImpact: {
      co2Saved: impact((asset) => Number(asset.co2Impact), 2),
      foodProduced: impact((asset) => perUnit(asset).foodKg, 1),
      waterSaved: impact((asset) => perUnit(asset).waterLitres, 0),
      treesPlanted: impact((asset) => perUnit(asset).trees, 0),
      energyProduced: impact((asset) => perUnit(asset).energyKwh, 0),
    },
    // The newest investments are the latest activities, worded as the server words them.
    recentActivities: [...investments]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, 4)
      .map((investment, index) => {
        const amount = euro.format(Number(investment.totalInvestment));
        const asset = investment.assetType.name;
        return {
          id: index + 1,
          message:
            locale === 'en' ? `Invested ${amount} in ${asset}` : `Investition von ${amount} in ${asset}`,
          createdAt: investment.createdAt,
        };
      }),
  };

  return {
    summary,
    investments,
    news: [...sampleNews]
      .sort((a, b) => a.daysAgo - b.daysAgo)
      .slice(0, NEWS_COUNT)
      .map((item, index) => ({
        id: index + 1,
        title: item.title[locale],
        content: item.content[locale],
        // The picture of the project it is about, as the seed gives it; no link: the demo has no asset pages.
        image: item.assetSlug ? `/media/assets/${item.assetSlug}.svg` : null,
        project: null,
        publishedAt: new Date(now - item.daysAgo * DAY - 2 * HOUR),
      })),
    streams: STREAM_SLUGS.map((slug) => bySlug(sampleLivestreams, slug)).map((stream, index) => {
      const isLive = stream.startOffsetMinutes < 0;
      return {
        id: index + 1,
        title: stream.title[locale],
        location: stream.location,
        thumbnail: `/media/streams/${stream.slug}.svg`,
        viewers: stream.viewers,
        startTime: new Date(now + stream.startOffsetMinutes * MINUTE),
        status: isLive ? 'live' : 'scheduled',
        isLive,
        category: stream.category,
        assetTypeId: null,
        streamUrl: null,
        reminderSet: false,
      };
    }),
  };
}
