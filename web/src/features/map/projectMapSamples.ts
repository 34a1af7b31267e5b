/** SAMPLE DATA (spec §3): the six projects of the signed-in project map. Local only, never sent anywhere. */
import type { Localized } from '../../components/localizedSample';

export const PROJECT_CATEGORIES = ['forest', 'energy', 'agriculture', 'wildlife', 'ocean', 'urban'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

/** A figure that only this kind of project has (trees planted, capacity …). */
export interface SpecificDetail {
  label: Localized;
  value: number;
  unit?: string;
}

export interface MapProject {
  id: number;
  name: Localized;
  category: ProjectCategory;
  location: Localized;
  coordinates: { lat: number; lng: number };
  /** active, completed, planning, construction; anything else is shown raw. */
  status: string;
  /** Percent of the target already funded. */
  funded: number;
  /** Funding target in euro. */
  target: number;
  investors: number;
  /** Tonnes of CO2 per year. */
  co2Impact: number;
  description: Localized;
  details: {
    area: { value: number; unit: string };
    timeline: string;
    verification: string;
    localPartner: string;
    specific: SpecificDetail[];
  };
}

export const mapProjects: readonly MapProject[] = [
  {
    id: 1,
    name: { de: 'Amazonas-Regenwaldschutz', en: 'Amazon rainforest protection' },
    category: 'forest',
    location: { de: 'Pará, Brasilien', en: 'Pará, Brazil' },
    coordinates: { lat: -3.2, lng: -52.2 },
    status: 'active',
    funded: 78,
    target: 250000,
    investors: 1243,
    co2Impact: 12500,
    description: {
      de: 'Schutz und Wiederaufforstung von Primärregenwald gemeinsam mit indigenen Gemeinden.',
      en: 'Protecting and replanting primary rainforest together with indigenous communities.',
    },
    details: {
      area: { value: 5000, unit: 'ha' },
      timeline: '2023–2033',
      verification: 'Gold Standard',
      localPartner: 'Instituto Floresta Viva',
      specific: [
        { label: { de: 'Gepflanzte Bäume', en: 'Trees planted' }, value: 125000 },
        { label: { de: 'Baumarten', en: 'Tree species' }, value: 48 },
      ],
    },
  },
  {
    id: 2,
    name: { de: 'Offshore-Windpark Nordsee', en: 'North Sea offshore wind farm' },
    category: 'energy',
    location: { de: 'Nordsee, Deutschland', en: 'North Sea, Germany' },
    coordinates: { lat: 54.2, lng: 7.0 },
    status: 'construction',
    funded: 45,
    target: 1500000,
    investors: 3120,
    co2Impact: 45000,
    description: {
      de: 'Zwölf Windenergieanlagen auf See versorgen die Küstenregion mit sauberem Strom.',
      en: 'Twelve offshore turbines supply the coastal region with clean power.',
    },
    details: {
      area: { value: 2400, unit: 'ha' },
      timeline: '2024–2026',
      verification: 'TÜV SÜD',
      localPartner: 'Nordwind Energie eG',
      specific: [
        { label: { de: 'Leistung', en: 'Capacity' }, value: 45, unit: 'MW' },
        { label: { de: 'Versorgte Haushalte', en: 'Households supplied' }, value: 13500 },
      ],
    },
  },
  {
    id: 3,
    name: { de: 'Agroforst-Kaffee Kenia', en: 'Kenya agroforestry coffee' },
    category: 'agriculture',
    location: { de: 'Mount Kenya, Kenia', en: 'Mount Kenya, Kenya' },
    coordinates: { lat: -0.4, lng: 37.1 },
    status: 'active',
    funded: 92,
    target: 180000,
    investors: 856,
    co2Impact: 3200,
    description: {
      de: 'Kleinbauern bauen Kaffee im Schatten heimischer Bäume an und erzielen faire Preise.',
      en: 'Smallholders grow coffee in the shade of native trees and earn fair prices.',
    },
    details: {
      area: { value: 640, unit: 'ha' },
      timeline: '2022–2030',
      verification: 'Rainforest Alliance',
      localPartner: 'Mount Kenya Growers Cooperative',
      specific: [
        { label: { de: 'Beteiligte Landwirte', en: 'Farmers involved' }, value: 173 },
        { label: { de: 'Ernte pro Jahr', en: 'Harvest per year' }, value: 810, unit: 't' },
      ],
    },
  },
  {
    id: 4,
    name: { de: 'Orang-Utan-Schutzgebiet Borneo', en: 'Borneo orangutan sanctuary' },
    category: 'wildlife',
    location: { de: 'Kalimantan, Indonesien', en: 'Kalimantan, Indonesia' },
    coordinates: { lat: -1.6, lng: 113.4 },
    status: 'planning',
    funded: 23,
    target: 320000,
    investors: 412,
    co2Impact: 8000,
    description: {
      de: 'Ein Korridor verbindet zwei Waldgebiete, damit Orang-Utans wieder wandern können.',
      en: 'A corridor joins two forests so that orangutans can roam again.',
    },
    details: {
      area: { value: 3200, unit: 'ha' },
      timeline: '2025–2035',
      verification: 'Verra VCS',
      localPartner: 'Yayasan Hutan Lestari',
      specific: [
        { label: { de: 'Geschützte Arten', en: 'Protected species' }, value: 12 },
        { label: { de: 'Ranger', en: 'Rangers' }, value: 24 },
      ],
    },
  },
  {
    id: 5,
    name: { de: 'Mangroven-Wiederaufbau Philippinen', en: 'Philippines mangrove restoration' },
    category: 'ocean',
    location: { de: 'Cebu, Philippinen', en: 'Cebu, Philippines' },
    coordinates: { lat: 10.3, lng: 123.9 },
    status: 'completed',
    funded: 100,
    target: 95000,
    investors: 634,
    co2Impact: 2800,
    description: {
      de: 'Neue Mangrovenwälder schützen die Küste vor Stürmen und sind Kinderstube für Fische.',
      en: 'New mangrove forests shield the coast from storms and nurse young fish.',
    },
    details: {
      area: { value: 180, unit: 'ha' },
      timeline: '2021–2024',
      verification: 'Plan Vivo',
      localPartner: 'Cebu Coastal Alliance',
      specific: [
        { label: { de: 'Geschützte Küste', en: 'Coastline protected' }, value: 12, unit: 'km' },
        { label: { de: 'Gepflanzte Mangroven', en: 'Mangroves planted' }, value: 60000 },
      ],
    },
  },
  {
    id: 6,
    name: { de: 'Vertikale Gärten Berlin', en: 'Berlin vertical gardens' },
    category: 'urban',
    location: { de: 'Berlin, Deutschland', en: 'Berlin, Germany' },
    coordinates: { lat: 52.52, lng: 13.4 },
    status: 'active',
    funded: 64,
    target: 120000,
    investors: 289,
    co2Impact: 450,
    description: {
      de: 'Begrünte Fassaden kühlen Wohnblöcke und bieten Insekten Lebensraum.',
      en: 'Green façades cool housing blocks and give insects a habitat.',
    },
    details: {
      area: { value: 0.85, unit: 'ha' },
      timeline: '2024–2027',
      verification: 'DGNB',
      localPartner: 'Grüne Stadt Berlin e. V.',
      specific: [
        { label: { de: 'Begrünte Gebäude', en: 'Buildings greened' }, value: 14 },
        { label: { de: 'Grünfläche', en: 'Green area' }, value: 8500, unit: 'm²' },
      ],
    },
  },
];
