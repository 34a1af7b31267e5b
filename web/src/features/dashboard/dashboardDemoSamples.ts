/**
 * Sample data of the public dashboard demo (/dashboarddemo, spec §2.1: local only, nothing is loaded or
 * saved). The holdings are a few of the seeded asset types with their images; the summary is computed from
 * them the way the server computes it (sums in cents, impact per unit × units), so the demo's figures agree
 * with each other. Times are relative to `now`, so the relative dates stay meaningful.
 */
import {
  type Dashboard,
  formatCents,
  type Investment,
  type Livestream,
  type News,
  parseCents,
  percentOfCents,
} from '@wurzelwerk/shared';
import type { Localized } from '../../components/localizedSample';
import type { Locale } from '../../i18n/messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The first name greeted in the demo. */
export const DEMO_FIRST_NAME = 'Alex';

interface SampleHolding {
  slug: string;
  category: Investment['assetType']['category'];
  name: Localized;
  location: string;
  basePriceEuro: number;
  /** Percent per year, as the asset types carry it. */
  expectedReturn: string;
  quantity: number;
  /** Euro amount as a decimal string. */
  total: string;
  /** Yearly impact of one unit: tonnes CO₂, kilograms of food, litres of water. */
  perUnit: { co2: number; foodKg: number; waterLitres: number };
  daysAgo: number;
}

const holdings: readonly SampleHolding[] = [
  {
    slug: 'bienenvoelker-kaiserstuhl',
    category: 'animals',
    name: { de: 'Bienenvölker am Kaiserstuhl', en: 'Honeybee colonies at the Kaiserstuhl' },
    location: 'Vogtsburg im Kaiserstuhl, Baden-Württemberg',
    basePriceEuro: 300,
    expectedReturn: '7.2',
    quantity: 2,
    total: '600.00',
    perUnit: { co2: 0.1, foodKg: 45, waterLitres: 1_200 },
    daysAgo: 2,
  },
  {
    slug: 'mischwald-schwarzwald',
    category: 'trees',
    name: {
      de: 'Mischwald-Aufforstung im Nordschwarzwald',
      en: 'Mixed forest reforestation in the Northern Black Forest',
    },
    location: 'Baiersbronn, Schwarzwald, Baden-Württemberg',
    basePriceEuro: 150,
    expectedReturn: '4.2',
    quantity: 4,
    total: '600.00',
    perUnit: { co2: 0.6, foodKg: 0, waterLitres: 6_000 },
    daysAgo: 21,
  },
  {
    slug: 'bio-dinkel-schwaebische-alb',
    category: 'fields',
    name: { de: 'Bio-Dinkel von der Schwäbischen Alb', en: 'Organic spelt from the Swabian Alb' },
    location: 'Münsingen, Schwäbische Alb, Baden-Württemberg',
    basePriceEuro: 100,
    expectedReturn: '5.5',
    quantity: 5,
    total: '500.00',
    perUnit: { co2: 0.3, foodKg: 250, waterLitres: 2_500 },
    daysAgo: 45,
  },
  {
    slug: 'buergerwindpark-nordfriesland',
    category: 'energy',
    name: { de: 'Bürgerwindpark in Nordfriesland', en: 'Community wind farm in North Frisia' },
    location: 'Reußenköge, Nordfriesland, Schleswig-Holstein',
    basePriceEuro: 1_000,
    expectedReturn: '8.9',
    quantity: 1,
    total: '1000.00',
    perUnit: { co2: 1.4, foodKg: 0, waterLitres: 6_000 },
    daysAgo: 60,
  },
  {
    slug: 'solawi-gemuesehof-leipzig',
    category: 'fields',
    name: {
      de: 'Solidarischer Gemüsehof bei Leipzig',
      en: 'Community-supported vegetable farm near Leipzig',
    },
    location: 'Leipzig, Sachsen',
    basePriceEuro: 350,
    expectedReturn: '4.5',
    quantity: 2,
    total: '700.00',
    perUnit: { co2: 0.2, foodKg: 875, waterLitres: 8_750 },
    daysAgo: 90,
  },
];

const news: readonly { title: Localized; content: Localized; daysAgo: number }[] = [
  {
    title: {
      de: 'Neues Projekt: Agri-PV über Apfelbäumen am Bodensee',
      en: 'New project: agrivoltaics above apple trees on Lake Constance',
    },
    content: {
      de: 'Über einer Apfelplantage bei Kressbronn ersetzen Solarmodule die Hagelschutznetze und liefern Strom für rund 60 Haushalte.',
      en: 'Above an apple orchard near Kressbronn, solar modules replace the hail nets and power around 60 households.',
    },
    daysAgo: 0,
  },
  {
    title: {
      de: 'Pflanztag im Nordschwarzwald: 4.800 neue Bäume',
      en: 'Planting day in the Northern Black Forest: 4,800 new trees',
    },
    content: {
      de: '65 Freiwillige haben bei Baiersbronn Weißtannen, Rotbuchen und Bergahorne gepflanzt.',
      en: '65 volunteers planted silver firs, beeches and sycamore maples near Baiersbronn.',
    },
    daysAgo: 3,
  },
  {
    title: { de: 'Erste Honigernte am Kaiserstuhl', en: 'First honey harvest at the Kaiserstuhl' },
    content: {
      de: 'Im Schnitt lieferte jedes Bienenvolk 27 Kilogramm Blütenhonig – etwas mehr als erwartet.',
      en: 'On average, each colony produced 27 kilograms of blossom honey – slightly more than expected.',
    },
    daysAgo: 6,
  },
  {
    title: { de: 'Wasserbüffel im Peenetal angekommen', en: 'Water buffalo arrive in the Peene valley' },
    content: {
      de: 'Zwölf Wasserbüffel pflegen ab sofort die Niedermoorwiesen bei Anklam.',
      en: 'Twelve water buffalo now graze the fen meadows near Anklam.',
    },
    daysAgo: 9,
  },
];

const streams: readonly {
  slug: string;
  title: Localized;
  location: string;
  category: Livestream['category'];
  viewers: number;
  /** Minutes from now: negative for a stream that is live. */
  startOffsetMinutes: number;
}[] = [
  {
    slug: 'bienenstand-kaiserstuhl-live',
    title: {
      de: 'Live am Bienenstand: Flugbetrieb am Kaiserstuhl',
      en: 'Live at the apiary: busy bees at the Kaiserstuhl',
    },
    location: 'Vogtsburg im Kaiserstuhl, Baden-Württemberg',
    category: 'animals',
    viewers: 412,
    startOffsetMinutes: -45,
  },
  {
    slug: 'fuehrung-auwald-mittelelbe',
    title: {
      de: 'Führung durch den jungen Auwald an der Elbe',
      en: 'Guided tour of the young floodplain forest on the Elbe',
    },
    location: 'Dessau-Roßlau, Sachsen-Anhalt',
    category: 'trees',
    viewers: 0,
    startOffsetMinutes: 3 * 60,
  },
  {
    slug: 'erntetag-solawi-leipzig',
    title: {
      de: 'Erntetag beim Solawi-Gemüsehof in Leipzig',
      en: 'Harvest day at the community vegetable farm in Leipzig',
    },
    location: 'Leipzig, Sachsen',
    category: 'farming',
    viewers: 0,
    startOffsetMinutes: 26 * 60,
  },
];

export interface DashboardDemoData {
  summary: Dashboard;
  investments: Investment[];
  news: News[];
  streams: Livestream[];
}

/** Every sample of the dashboard demo in one language, with dates relative to `now`. */
export function dashboardDemoSamples(locale: Locale, now: number): DashboardDemoData {
  const euro = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
  });
  const investments: Investment[] = holdings.map((holding, index) => {
    const cents = parseCents(holding.total) ?? 0;
    return {
      id: `demo-${index + 1}`,
      quantity: holding.quantity,
      totalInvestment: holding.total,
      expectedAnnualReturn: formatCents(percentOfCents(cents, holding.expectedReturn)),
      status: 'active',
      createdAt: new Date(now - holding.daysAgo * DAY),
      assetType: {
        id: index + 1,
        name: holding.name[locale],
        imageUrl: `/media/assets/${holding.slug}.svg`,
        location: holding.location,
        category: holding.category,
      },
    };
  });

  const sumCents = (pick: (investment: Investment) => string) =>
    investments.reduce((sum, investment) => sum + (parseCents(pick(investment)) ?? 0), 0);
  /** Yearly impact: the per-unit figure × units bought (amount / base price), as on the server. */
  const impact = (pick: (perUnit: SampleHolding['perUnit']) => number, digits: number) => {
    const total = holdings.reduce(
      (sum, holding) => sum + pick(holding.perUnit) * (Number(holding.total) / holding.basePriceEuro),
      0,
    );
    return Number(total.toFixed(digits));
  };

  const summary: Dashboard = {
    totalInvestment: formatCents(sumCents((i) => i.totalInvestment)),
    expectedReturns: formatCents(sumCents((i) => i.expectedAnnualReturn)),
    totalAssets: holdings.reduce((sum, holding) => sum + holding.quantity, 0),
    environmentalImpact: {
      co2Saved: impact((unit) => unit.co2, 2),
      foodProduced: impact((unit) => unit.foodKg, 1),
      waterSaved: impact((unit) => unit.waterLitres, 0),
      treesPlanted: 0,
      energyProduced: 0,
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
    news: news.map((item, index) => ({
      id: index + 1,
      title: item.title[locale],
      content: item.content[locale],
      publishedAt: new Date(now - item.daysAgo * DAY - 2 * HOUR),
    })),
    streams: streams.map((stream, index) => {
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
        reminderSet: false,
      };
    }),
  };
}
