/**
 * The team (spec §2.7, §3, §9 "Other"): six members for the team demo; the team page shows the first two
 * (the founders, as on the landing page). Placeholders until the team is announced; e-mail addresses use
 * the reserved example domain. The demo's statistics are computed from the members, so the spec's figures
 * (69 active projects, 15 awards, 4.8 rating) and the cards always agree.
 */
import type { Localized } from '../projects';
import type { TeamMember } from '../team';

const t = (de: string, en: string): Localized => ({ de, en });
const GERMAN = t('Deutsch', 'German');
const ENGLISH = t('Englisch', 'English');

export const sampleTeam: readonly TeamMember[] = [
  {
    id: 1,
    name: 'Lena Berger',
    role: t('Gründerin & Geschäftsführerin', 'Founder & CEO'),
    department: 'leadership',
    bio: t(
      'Verbindet nachhaltige Finanzen mit echten Projekten vor Ort und hält die Partnerschaften zusammen.',
      'Connects sustainable finance with real projects on the ground and keeps the partnerships together.',
    ),
    location: 'Berlin',
    experienceYears: 12,
    skills: [
      t('Nachhaltige Finanzen', 'Sustainable finance'),
      t('Strategie', 'Strategy'),
      t('Impact-Messung', 'Impact measurement'),
    ],
    achievements: [
      t('Gründung von Wurzelwerk', 'Founded Wurzelwerk'),
      t('15 Projektpartnerschaften aufgebaut', 'Built 15 project partnerships'),
      t('Preis für soziales Unternehmertum (Beispiel)', 'Social entrepreneurship award (sample)'),
    ],
    email: 'lena.berger@wurzelwerk.example',
    linkedin: 'lena-berger',
    github: 'lberger',
    languages: [GERMAN, ENGLISH, t('Französisch', 'French')],
    hobbies: [t('Wandern', 'Hiking'), t('Imkern', 'Beekeeping')],
    joinDate: '2020-03-01',
    level: t('Geschäftsführung', 'Executive'),
    projects: 15,
    rating: 4.9,
  },
  {
    id: 2,
    name: 'Jonas Keller',
    role: t('Mitgründer & CTO', 'Co-founder & CTO'),
    department: 'technology',
    bio: t(
      'Baut die Plattform und das Farm-Spiel – am liebsten mit wenig Code und viel Wirkung.',
      'Builds the platform and the farm game – preferably with little code and a lot of impact.',
    ),
    location: 'Leipzig',
    experienceYears: 10,
    skills: [
      t('TypeScript', 'TypeScript'),
      t('Systemarchitektur', 'System architecture'),
      t('Spielmechaniken', 'Game mechanics'),
    ],
    achievements: [
      t('Plattform-Prototyp in sechs Monaten', 'Platform prototype in six months'),
      t('Open-Source-Beiträge zu Web-Bibliotheken', 'Open-source contributions to web libraries'),
      t('Hackathon-Sieg Klimatech (Beispiel)', 'Climate tech hackathon win (sample)'),
    ],
    email: 'jonas.keller@wurzelwerk.example',
    linkedin: 'jonas-keller',
    github: 'jkeller',
    languages: [GERMAN, ENGLISH],
    hobbies: [t('Klettern', 'Climbing'), t('Brettspiele', 'Board games')],
    joinDate: '2020-03-01',
    level: t('Leitung', 'Lead'),
    projects: 12,
    rating: 4.8,
  },
  {
    id: 3,
    name: 'Aylin Demir',
    role: t('Leiterin Nachhaltigkeit', 'Head of Sustainability'),
    department: 'impact',
    bio: t(
      'Prüft jedes Projekt auf seine Umweltwirkung und begleitet die Zertifizierung vor Ort.',
      'Checks every project for its environmental impact and supports certification on site.',
    ),
    location: 'Hamburg',
    experienceYears: 9,
    skills: [
      t('Ökobilanzierung', 'Life-cycle assessment'),
      t('CO₂-Zertifizierung', 'Carbon certification'),
      t('Agrarökologie', 'Agroecology'),
    ],
    achievements: [
      t('Prüfverfahren für alle Projekte eingeführt', 'Introduced the verification process for all projects'),
      t('Fachbeitrag zur Moorvernässung (Beispiel)', 'Paper on peatland rewetting (sample)'),
    ],
    email: 'aylin.demir@wurzelwerk.example',
    linkedin: 'aylin-demir',
    github: 'ademir',
    languages: [GERMAN, ENGLISH, t('Türkisch', 'Turkish')],
    hobbies: [t('Vogelbeobachtung', 'Birdwatching'), t('Gärtnern', 'Gardening')],
    joinDate: '2021-01-15',
    level: t('Leitung', 'Lead'),
    projects: 14,
    rating: 4.7,
  },
  {
    id: 4,
    name: 'Marek Nowak',
    role: t('Frontend-Entwickler', 'Frontend developer'),
    department: 'technology',
    bio: t(
      'Sorgt dafür, dass Dashboard, Marktplatz und Spiel auf jedem Gerät gut bedienbar sind.',
      'Makes sure dashboard, marketplace and game work well on every device.',
    ),
    location: 'Dresden',
    experienceYears: 6,
    skills: [t('React', 'React'), t('Barrierefreiheit', 'Accessibility'), t('Animation', 'Animation')],
    achievements: [
      t('Barrierefreie Oberfläche nach WCAG AA', 'Accessible interface to WCAG AA'),
      t('Mobile Ansicht des Farm-Spiels', 'Mobile view of the farm game'),
      t('Interne Auszeichnung „Teamplayer“ (Beispiel)', 'Internal “team player” award (sample)'),
    ],
    email: 'marek.nowak@wurzelwerk.example',
    linkedin: 'marek-nowak',
    github: 'mnowak',
    languages: [GERMAN, ENGLISH, t('Polnisch', 'Polish')],
    hobbies: [t('Fotografie', 'Photography'), t('Radfahren', 'Cycling')],
    joinDate: '2022-05-02',
    level: t('Senior', 'Senior'),
    projects: 9,
    rating: 4.9,
  },
  {
    id: 5,
    name: 'Sophie Wagner',
    role: t('Investment-Analystin', 'Investment analyst'),
    department: 'finance',
    bio: t(
      'Rechnet Renditen und Risiken jedes Projekts durch, bevor es auf den Marktplatz kommt.',
      'Works out the returns and risks of every project before it reaches the marketplace.',
    ),
    location: 'Frankfurt am Main',
    experienceYears: 7,
    skills: [
      t('Finanzmodellierung', 'Financial modelling'),
      t('Risikoanalyse', 'Risk analysis'),
      t('Regulierung', 'Regulation'),
    ],
    achievements: [
      t('Risikomodell für Bürgerenergie', 'Risk model for community energy'),
      t('CFA-Zertifikat', 'CFA charter'),
    ],
    email: 'sophie.wagner@wurzelwerk.example',
    linkedin: 'sophie-wagner',
    github: 'swagner',
    languages: [GERMAN, ENGLISH, t('Spanisch', 'Spanish')],
    hobbies: [t('Laufen', 'Running'), t('Kochen', 'Cooking')],
    joinDate: '2022-09-01',
    level: t('Senior', 'Senior'),
    projects: 11,
    rating: 4.8,
  },
  {
    id: 6,
    name: 'Tim Hoffmann',
    role: t('Community-Manager', 'Community manager'),
    department: 'community',
    bio: t(
      'Bringt Investor:innen, Landwirt:innen und Spieler:innen zusammen – online und auf Pflanztagen.',
      'Brings investors, farmers and players together – online and at planting days.',
    ),
    location: 'Köln',
    experienceYears: 5,
    skills: [
      t('Community-Aufbau', 'Community building'),
      t('Veranstaltungen', 'Events'),
      t('Social Media', 'Social media'),
    ],
    achievements: [
      t('Erster Pflanztag mit 65 Freiwilligen', 'First planting day with 65 volunteers'),
      t('Newsletter mit 5.000 Abonnent:innen (Beispiel)', 'Newsletter with 5,000 subscribers (sample)'),
    ],
    email: 'tim.hoffmann@wurzelwerk.example',
    linkedin: 'tim-hoffmann',
    github: 'thoffmann',
    languages: [GERMAN, ENGLISH, t('Niederländisch', 'Dutch')],
    hobbies: [t('Fußball', 'Football'), t('Podcasts', 'Podcasts')],
    joinDate: '2023-02-01',
    level: t('Fortgeschritten', 'Mid-level'),
    projects: 8,
    rating: 4.7,
  },
];

/** The team page's numbers block (spec §9): founded, projects and trees. */
export const sampleTeamNumbers = {
  founded: 2020,
  environmentalProjects: 15,
  treesPlanted: 50_000,
} as const;
