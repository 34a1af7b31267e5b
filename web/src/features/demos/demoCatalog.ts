/**
 * The demo directory's entries (spec §2.5): the six public demos with their texts, category and difficulty.
 * Texts carry both languages side by side, like the other public pages' content.
 */
import { type AppPath, paths } from '../../app/paths';
import type { Localized } from '../../components/localizedSample';
import type { MessageId } from '../../i18n/messages';

export const DEMO_CATEGORIES = [
  'core',
  'investment',
  'userManagement',
  'gaming',
  'ecommerce',
  'company',
] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

export const DIFFICULTIES = ['basic', 'intermediate', 'advanced', 'complex', 'comprehensive'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const categoryLabels: Record<DemoCategory, MessageId> = {
  core: 'demos.category.core',
  investment: 'demos.category.investment',
  userManagement: 'demos.category.userManagement',
  gaming: 'demos.category.gaming',
  ecommerce: 'demos.category.ecommerce',
  company: 'demos.category.company',
};

export const difficultyLabels: Record<Difficulty, MessageId> = {
  basic: 'demos.difficulty.basic',
  intermediate: 'demos.difficulty.intermediate',
  advanced: 'demos.difficulty.advanced',
  complex: 'demos.difficulty.complex',
  comprehensive: 'demos.difficulty.comprehensive',
};

/**
 * Spec §2.5: Basic green, Intermediate yellow, Advanced orange, Complex red, Comprehensive purple, as a
 * Mantine palette and shade with the text colour that keeps at least 4.5:1 on it (Mantine's autoContrast
 * picks white on the green and orange, which falls short).
 */
export const difficultyColors = {
  basic: { palette: 'green', shade: 8, text: 'black' },
  intermediate: { palette: 'yellow', shade: 4, text: 'black' },
  advanced: { palette: 'orange', shade: 7, text: 'black' },
  complex: { palette: 'red', shade: 9, text: 'white' },
  comprehensive: { palette: 'grape', shade: 8, text: 'white' },
} as const satisfies Record<Difficulty, { palette: string; shade: number; text: 'black' | 'white' }>;

export type DemoId = 'dashboard' | 'marketplace' | 'profile' | 'farm' | 'shop' | 'team';

export interface DemoEntry {
  id: DemoId;
  path: AppPath;
  name: Localized;
  description: Localized;
  features: readonly Localized[];
  category: DemoCategory;
  difficulty: Difficulty;
}

export const demos: readonly DemoEntry[] = [
  {
    id: 'dashboard',
    path: paths.dashboardDemo,
    name: { de: 'Dashboard', en: 'Dashboard' },
    description: {
      de: 'Die Startseite für Investor:innen: Summen, Assets, Umweltwirkung und Livestreams auf einen Blick.',
      en: 'The investor start page: totals, assets, environmental impact and livestreams at a glance.',
    },
    features: [
      { de: 'Vier Kennzahlen zum Portfolio', en: 'Four portfolio figures' },
      { de: 'Meine Assets mit Ertrag pro Jahr', en: 'My assets with yearly return' },
      { de: 'Umweltwirkung und Öko-Champion-Level', en: 'Environmental impact and eco-champion level' },
      { de: 'Livestreams mit Erinnerungen', en: 'Livestreams with reminders' },
    ],
    category: 'core',
    difficulty: 'intermediate',
  },
  {
    id: 'marketplace',
    path: paths.marketplaceDemo,
    name: { de: 'Marktplatz', en: 'Marketplace' },
    description: {
      de: 'Umweltprojekte entdecken, vergleichen und filtern – Bäume, Tiere, Felder und Energie.',
      en: 'Discover, compare and filter environmental projects – trees, animals, fields and energy.',
    },
    features: [
      { de: 'Suche, Sortierung und Preisfilter', en: 'Search, sorting and price filter' },
      { de: 'Vier Projektkategorien', en: 'Four project categories' },
      { de: 'Rendite und CO₂-Wirkung je Asset', en: 'Return and CO₂ impact per asset' },
      { de: 'Investieren nach der Registrierung', en: 'Investing after registration' },
    ],
    category: 'investment',
    difficulty: 'advanced',
  },
  {
    id: 'profile',
    path: paths.profileDemo,
    name: { de: 'Profil', en: 'Profile' },
    description: {
      de: 'Ein Beispielprofil mit Level, Portfolio, Erfolgen und den letzten Aktivitäten.',
      en: 'A sample profile with level, portfolio, achievements and recent activity.',
    },
    features: [
      { de: 'Profilkarte mit Level und VIP-Stufe', en: 'Profile card with level and VIP tier' },
      { de: 'Verteilung der Investments nach Kategorie', en: 'Investments by category' },
      { de: 'Erfolge von gewöhnlich bis legendär', en: 'Achievements from common to legendary' },
      { de: 'Letzte Aktivitäten', en: 'Recent activity' },
    ],
    category: 'userManagement',
    difficulty: 'basic',
  },
  {
    id: 'farm',
    path: paths.farmDemo,
    name: { de: 'Farm-Spiel', en: 'Farm game' },
    description: {
      de: 'Das Spiel zur Geldanlage: Baum anklicken, Coins sammeln, Upgrades kaufen und Quests lösen.',
      en: 'The game beside the investments: click the tree, collect coins, buy upgrades and complete quests.',
    },
    features: [
      { de: 'Baum mit Wachstum und Coins', en: 'A tree that grows and earns coins' },
      { de: 'Bienenstock und Hühnerstall', en: 'Beehive and chicken coop' },
      { de: 'Upgrades und Erfolge', en: 'Upgrades and achievements' },
      { de: 'Tägliche Quests', en: 'Daily quests' },
    ],
    category: 'gaming',
    difficulty: 'complex',
  },
  {
    id: 'shop',
    path: paths.shopDemo,
    name: { de: 'Öko-Shop', en: 'Eco shop' },
    description: {
      de: 'Nachhaltige Produkte von Saatgut bis Merchandise, mit Warenkorb, Versand und Zahlung.',
      en: 'Sustainable products from seeds to merchandise, with cart, shipping and payment.',
    },
    features: [
      { de: 'Kategorien und Produktsuche', en: 'Categories and product search' },
      { de: 'Warenkorb mit Mengen', en: 'Cart with quantities' },
      { de: 'Versandadresse und Zahlungsart', en: 'Shipping address and payment method' },
      { de: 'Versandkostenfrei ab 50 €', en: 'Free shipping from €50' },
    ],
    category: 'ecommerce',
    difficulty: 'comprehensive',
  },
  {
    id: 'team',
    path: paths.teamDemo,
    name: { de: 'Team', en: 'Team' },
    description: {
      de: 'Die Menschen hinter der Plattform: Rollen, Abteilungen, Fähigkeiten und Projekte.',
      en: 'The people behind the platform: roles, departments, skills and projects.',
    },
    features: [
      { de: 'Sechs Teammitglieder mit Profil', en: 'Six team members with profiles' },
      { de: 'Abteilungsübersicht', en: 'Departments overview' },
      { de: 'Team-Statistiken', en: 'Team statistics' },
    ],
    category: 'company',
    difficulty: 'basic',
  },
];
