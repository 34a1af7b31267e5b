/**
 * The landing page's sample figures and texts (spec §1, §2.2, §9). Local constants only: nothing here is
 * live data, and the page marks every figure as a sample or an announcement.
 */
import type { Localized } from '../../components/localizedSample';

/** Hero tiles of the farm game (total coins, active levels, impact score, active players). */
export const heroGameStats = {
  totalCoins: 2_400_000,
  activeLevels: 50,
  impactScore: 12_400,
  activePlayers: 8_432,
} as const;

/** Values shown on the phone mock-up. */
export const phoneGame = {
  level: 12,
  coins: 1_250,
  energy: 85,
  maxEnergy: 100,
  treeClicks: 640,
  treeClicksNeeded: 1_000,
  honey: 48,
  eggs: 23,
} as const;

/** The four counters of the map section (spec §9, sample landing figures). */
export const mapCounters = {
  projects: 156,
  countries: 12,
  co2Tonnes: 12_400,
  investors: 8_432,
} as const;

/** Further sample figures of spec §9 shown beside the investment categories. */
export const sampleVolumeEuro = 2_400_000;
export const sampleAverageReturnPercent = 8.2;

/** Fixed marketing claims of spec §1: announcements, not live data. */
export const marketingClaims = {
  investedEuro: 50_000_000,
  investors: 10_000,
  projects: 150,
  trees: 50_000,
  cleanEnergyMw: 25,
  co2SavedTonnes: 2_500,
  goal2030People: 1_000_000,
  goal2030Euro: 100_000_000,
  goal2030Co2Tonnes: 500_000,
  countries: 12,
} as const;

export type LandingCategoryId = 'reforestation' | 'renewable' | 'agriculture' | 'conservation';

export interface LandingCategory {
  id: LandingCategoryId;
  title: Localized;
  description: Localized;
  impact: Localized;
  minInvestmentEuro: number;
  expectedReturn: readonly [number, number];
  durationYears: readonly [number, number];
  examples: readonly Localized[];
}

/** The four investment categories of the landing page (spec §3, §9). */
export const landingCategories: readonly LandingCategory[] = [
  {
    id: 'reforestation',
    title: { de: 'Aufforstung', en: 'Reforestation' },
    description: {
      de: 'Neue Mischwälder pflanzen und bestehende Wälder klimafest machen.',
      en: 'Plant new mixed forests and make existing forests climate-resilient.',
    },
    impact: { de: 'Bindet CO₂ und schafft Lebensraum', en: 'Captures CO₂ and creates habitat' },
    minInvestmentEuro: 50,
    expectedReturn: [7, 9],
    durationYears: [5, 25],
    examples: [
      { de: 'Mischwald im Schwarzwald', en: 'Mixed forest in the Black Forest' },
      { de: 'Regenwald in Costa Rica', en: 'Rainforest in Costa Rica' },
      { de: 'Baumgürtel im Sahel', en: 'Tree line in the Sahel' },
    ],
  },
  {
    id: 'renewable',
    title: { de: 'Erneuerbare Energie', en: 'Renewable energy' },
    description: {
      de: 'Wind-, Solar- und Wasserkraft für saubere Energie vor Ort.',
      en: 'Wind, solar and hydropower for clean local energy.',
    },
    impact: { de: 'Ersetzt fossilen Strom', en: 'Replaces fossil power' },
    minInvestmentEuro: 200,
    expectedReturn: [6, 8],
    durationYears: [10, 20],
    examples: [
      { de: 'Windpark an der Nordsee', en: 'North Sea wind farm' },
      { de: 'Solardorf in Kenia', en: 'Solar village in Kenya' },
      { de: 'Wasserkraft in Norwegen', en: 'Hydropower in Norway' },
    ],
  },
  {
    id: 'agriculture',
    title: { de: 'Nachhaltige Landwirtschaft', en: 'Sustainable agriculture' },
    description: {
      de: 'Ökologischer Anbau, gesunde Böden und faire Erträge für Landwirte.',
      en: 'Organic farming, healthy soils and fair yields for farmers.',
    },
    impact: { de: 'Gesunde Böden und regionale Lebensmittel', en: 'Healthy soils and regional food' },
    minInvestmentEuro: 100,
    expectedReturn: [8, 12],
    durationYears: [2, 5],
    examples: [
      { de: 'Bio-Hof in Österreich', en: 'Organic farm in Austria' },
      { de: 'Reisterrassen auf Bali', en: 'Rice terraces in Bali' },
      { de: 'Quinoa in Peru', en: 'Quinoa in Peru' },
    ],
  },
  {
    id: 'conservation',
    title: { de: 'Artenschutz', en: 'Conservation' },
    description: {
      de: 'Bienen, Wildtiere und Schutzgebiete für mehr Artenvielfalt.',
      en: 'Bees, wildlife and reserves for more biodiversity.',
    },
    impact: { de: 'Schützt Artenvielfalt', en: 'Protects biodiversity' },
    minInvestmentEuro: 75,
    expectedReturn: [5, 7],
    durationYears: [3, 15],
    examples: [
      { de: 'Bienenvölker in der Provence', en: 'Bee colonies in Provence' },
      { de: 'Schutzgebiet im Amazonas', en: 'Amazon reserve' },
      { de: 'Kräuterhof in den Alpen', en: 'Alpine herb farm' },
    ],
  },
];

export interface TeamMember {
  name: string;
  role: Localized;
  bio: Localized;
}

/** Two sample team members (spec §2.2); names are placeholders until the team is announced. */
export const teamMembers: readonly TeamMember[] = [
  {
    name: 'Lena Berger',
    role: { de: 'Gründerin & Geschäftsführung', en: 'Founder & CEO' },
    bio: {
      de: 'Verbindet nachhaltige Finanzen mit echten Projekten vor Ort.',
      en: 'Connects sustainable finance with real projects on the ground.',
    },
  },
  {
    name: 'Jonas Keller',
    role: { de: 'Mitgründer & Technik', en: 'Co-founder & CTO' },
    bio: {
      de: 'Baut die Plattform und das Farm-Spiel.',
      en: 'Builds the platform and the farm game.',
    },
  },
];

/** Sample contact data for the footer until the company is registered. */
export const contact = {
  email: 'kontakt@wurzelwerk.example',
  street: 'Musterstraße 1',
  city: '10115 Berlin',
  country: { de: 'Deutschland', en: 'Germany' },
} as const;
