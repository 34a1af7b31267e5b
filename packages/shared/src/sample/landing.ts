/**
 * The landing page's sample figures and texts (spec §1, §2.2, §9): nothing here is live data, and the page
 * marks every figure as a sample or an announcement.
 */
import type { SampleLandingCategory } from './types';

/** Hero tiles of the farm game (total coins, active levels, impact score, active players). */
export const sampleHeroGameStats = {
  totalCoins: 2_400_000,
  activeLevels: 50,
  impactScore: 12_400,
  activePlayers: 8_432,
} as const;

/** Values shown on the phone mock-up. */
export const samplePhoneGame = {
  level: 12,
  coins: 1_250,
  energy: 85,
  maxEnergy: 100,
  treeClicks: 640,
  treeClicksNeeded: 1_000,
  honey: 48,
  eggs: 23,
} as const;

/** Further sample figures of spec §9 shown beside the investment categories. */
export const sampleVolumeEuro = 2_400_000;
export const sampleAverageReturnPercent = 8.2;

/** Fixed marketing claims of spec §1: announcements, not live data. */
export const sampleMarketingClaims = {
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

/** The four investment categories of the landing page (spec §3, §9). */
export const sampleLandingCategories: readonly SampleLandingCategory[] = [
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
