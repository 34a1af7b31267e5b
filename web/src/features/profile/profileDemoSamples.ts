/**
 * The sample data of the profile demo at /profiledemo (spec §2.12, §3 "Profile (demo)"): local constants,
 * never sent anywhere, and marked as sample data on the page.
 */

import type { Rarity } from '@wurzelwerk/shared';
import type { Localized } from '../../components/localizedSample';
import type { AchievementIcon } from './achievementTypes';

export interface DemoProfile {
  avatar: string;
  firstName: string;
  lastName: string;
  username: string;
  vipLevel: number;
  level: number;
  experience: number;
  nextLevelExp: number;
  bio: Localized;
  email: string;
  location: Localized;
  joinDate: string;
  coins: number;
  achievements: number;
  /** Euro, whole amounts are enough for a sample. */
  currentValue: number;
  totalInvestments: number;
  dailyStreak: number;
}

export const demoProfile: DemoProfile = {
  avatar: 'LG',
  firstName: 'Lena',
  lastName: 'Grünwald',
  username: 'lena_gruen',
  vipLevel: 3,
  level: 12,
  experience: 2_450,
  nextLevelExp: 3_000,
  bio: {
    de: 'Leidenschaftliche Öko-Investorin und Hobbygärtnerin. Ich glaube an eine grüne Zukunft – Baum für Baum.',
    en: 'Passionate eco investor and hobby gardener. I believe in a green future – one tree at a time.',
  },
  email: 'lena.gruenwald@example.org',
  location: { de: 'Freiburg, Deutschland', en: 'Freiburg, Germany' },
  joinDate: '2023-03-15',
  coins: 15_420,
  achievements: 4,
  currentValue: 12_850,
  totalInvestments: 8,
  dailyStreak: 15,
};

export interface DemoCategoryShare {
  key: string;
  name: Localized;
  amount: number;
  color: string;
}

/** Investment distribution by category; the percentages are computed from the amounts. */
export const demoDistribution: readonly DemoCategoryShare[] = [
  { key: 'trees', name: { de: 'Bäume', en: 'Trees' }, amount: 5_200, color: 'green' },
  { key: 'energy', name: { de: 'Energie', en: 'Energy' }, amount: 3_650, color: 'yellow' },
  { key: 'animals', name: { de: 'Tiere', en: 'Animals' }, amount: 2_400, color: 'orange' },
  { key: 'fields', name: { de: 'Felder', en: 'Fields' }, amount: 1_600, color: 'lime' },
];

export interface DemoAchievement {
  id: string;
  name: Localized;
  description: Localized;
  icon: AchievementIcon;
  rarity: Rarity;
  unlocked: boolean;
  /** ISO date of unlocking; only unlocked achievements have one. */
  date: string | null;
}

export const demoAchievements: readonly DemoAchievement[] = [
  {
    id: 'first-tree',
    name: { de: 'Erster Baum', en: 'First tree' },
    description: { de: 'Deinen ersten Baum gepflanzt', en: 'Planted your first tree' },
    icon: 'tree',
    rarity: 'common',
    unlocked: true,
    date: '2023-03-16',
  },
  {
    id: 'energy-pioneer',
    name: { de: 'Energie-Pionierin', en: 'Energy pioneer' },
    description: { de: 'In ein Solarprojekt investiert', en: 'Invested in a solar project' },
    icon: 'energy',
    rarity: 'rare',
    unlocked: true,
    date: '2023-05-02',
  },
  {
    id: 'streak',
    name: { de: 'Dranbleiberin', en: 'Keeping at it' },
    description: { de: '14 Tage in Folge aktiv', en: 'Active 14 days in a row' },
    icon: 'streak',
    rarity: 'rare',
    unlocked: true,
    date: '2023-08-21',
  },
  {
    id: 'climate-hero',
    name: { de: 'Klimaheldin', en: 'Climate hero' },
    description: { de: '10 Tonnen CO₂ eingespart', en: 'Saved 10 tonnes of CO₂' },
    icon: 'leaf',
    rarity: 'epic',
    unlocked: true,
    date: '2024-01-10',
  },
  {
    id: 'portfolio',
    name: { de: 'Vielfalt', en: 'Diversity' },
    description: { de: 'In alle vier Kategorien investiert', en: 'Invested in all four categories' },
    icon: 'portfolio',
    rarity: 'epic',
    unlocked: false,
    date: null,
  },
  {
    id: 'legend',
    name: { de: 'Nachhaltigkeits-Legende', en: 'Sustainability legend' },
    description: { de: '100.000 € nachhaltig investiert', en: 'Invested €100,000 sustainably' },
    icon: 'crown',
    rarity: 'legendary',
    unlocked: false,
    date: null,
  },
];

export interface DemoActivity {
  id: number;
  title: Localized;
  date: string;
  /** Euro; the sign is not stored: investments are shown with minus, everything else with plus. */
  amount: number;
  type: 'investment' | 'other';
  icon: 'investment' | 'return' | 'bonus';
}

export const demoActivities: readonly DemoActivity[] = [
  {
    id: 1,
    title: { de: 'Investition in Mangrovenwald Costa Rica', en: 'Investment in Costa Rica mangrove forest' },
    date: '2024-06-12',
    amount: 500,
    type: 'investment',
    icon: 'investment',
  },
  {
    id: 2,
    title: { de: 'Rendite Solarpark Brandenburg', en: 'Return from Brandenburg solar park' },
    date: '2024-06-01',
    amount: 42.5,
    type: 'other',
    icon: 'return',
  },
  {
    id: 3,
    title: { de: 'Investition in Bienenvölker Provence', en: 'Investment in Provence bee colonies' },
    date: '2024-05-20',
    amount: 750,
    type: 'investment',
    icon: 'investment',
  },
  {
    id: 4,
    title: { de: 'Empfehlungsbonus', en: 'Referral bonus' },
    date: '2024-05-08',
    amount: 25,
    type: 'other',
    icon: 'bonus',
  },
];
