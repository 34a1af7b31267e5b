/** The six investment categories of /categories (spec §2.4, §3, §9) with their sample projects. */
import type { Localized, SampleInvestmentCategory } from './types';

const l = (de: string, en: string): Localized => ({ de, en });

export const sampleInvestmentCategories: readonly SampleInvestmentCategory[] = [
  {
    id: 'reforestation',
    name: l('Aufforstung', 'Reforestation'),
    description: l(
      'Neue Wälder pflanzen und geschädigte Wälder wiederherstellen.',
      'Plant new forests and restore damaged ones.',
    ),
    minInvestmentEuro: 25,
    expectedReturn: [7, 12],
    riskLevel: 'low',
    impactMetrics: [
      l('22 kg CO₂ pro Baum und Jahr', '22 kg CO₂ per tree and year'),
      l('Lebensraum für Wildtiere', 'Habitat for wildlife'),
      l('Schutz vor Erosion', 'Protection against erosion'),
    ],
    benefits: [
      l('Holz- und Zertifikatserlöse', 'Timber and certificate revenue'),
      l('Langfristig stabile Werte', 'Stable long-term value'),
      l('Sichtbare Wirkung vor Ort', 'Visible local impact'),
    ],
    projects: [
      {
        name: l('Mischwald Schwarzwald', 'Black Forest mixed woodland'),
        location: l('Deutschland', 'Germany'),
        fundedPercent: 78,
        targetEuro: 120_000,
        minInvestEuro: 25,
      },
      {
        name: l('Regenwald Costa Rica', 'Costa Rica rainforest'),
        location: l('Costa Rica', 'Costa Rica'),
        fundedPercent: 45,
        targetEuro: 250_000,
        minInvestEuro: 50,
      },
      {
        name: l('Grüner Gürtel Sahel', 'Sahel green belt'),
        location: l('Senegal', 'Senegal'),
        fundedPercent: 62,
        targetEuro: 80_000,
        minInvestEuro: 25,
      },
    ],
    timelineYears: [3, 25],
    verificationProcess: l(
      'Satellitenbilder, jährliche Inventur vor Ort und Zertifizierung nach anerkannten Standards.',
      'Satellite imagery, an annual on-site inventory and certification to recognised standards.',
    ),
  },
  {
    id: 'renewable-energy',
    name: l('Erneuerbare Energie', 'Renewable energy'),
    description: l('Solar-, Wind- und Wasserkraftanlagen.', 'Solar, wind and hydropower plants.'),
    minInvestmentEuro: 100,
    expectedReturn: [8, 15],
    riskLevel: 'medium',
    impactMetrics: [
      l('Saubere Energie in MWh', 'Clean energy in MWh'),
      l('Versorgte Haushalte', 'Households supplied'),
      l('Vermiedenes CO₂', 'CO₂ avoided'),
    ],
    benefits: [
      l('Planbare Einspeiseerlöse', 'Predictable feed-in revenue'),
      l('Kurze Laufzeiten', 'Short durations'),
      l('Energiewende vor Ort', 'Local energy transition'),
    ],
    projects: [
      {
        name: l('Windpark Nordsee', 'North Sea wind farm'),
        location: l('Deutschland', 'Germany'),
        fundedPercent: 85,
        targetEuro: 500_000,
        minInvestEuro: 100,
      },
      {
        name: l('Solardorf Kenia', 'Kenya solar village'),
        location: l('Kenia', 'Kenya'),
        fundedPercent: 54,
        targetEuro: 150_000,
        minInvestEuro: 100,
      },
      {
        name: l('Wasserkraft Norwegen', 'Norway hydropower'),
        location: l('Norwegen', 'Norway'),
        fundedPercent: 33,
        targetEuro: 300_000,
        minInvestEuro: 150,
      },
    ],
    timelineYears: [1, 5],
    verificationProcess: l(
      'Geeichte Zähler, monatliche Ertragsberichte und unabhängige technische Prüfung.',
      'Calibrated meters, monthly yield reports and an independent technical audit.',
    ),
  },
  {
    id: 'sustainable-agriculture',
    name: l('Nachhaltige Landwirtschaft', 'Sustainable agriculture'),
    description: l('Ökologischer Anbau und gesunde Böden.', 'Organic farming and healthy soils.'),
    minInvestmentEuro: 50,
    expectedReturn: [6, 10],
    riskLevel: 'medium',
    impactMetrics: [
      l('Humusaufbau im Boden', 'Soil humus build-up'),
      l('Ernte in Tonnen', 'Harvest in tonnes'),
      l('Eingespartes Wasser', 'Water saved'),
    ],
    benefits: [
      l('Erträge aus der Ernte', 'Returns from the harvest'),
      l('Faire Preise für Landwirte', 'Fair prices for farmers'),
      l('Regionale Lebensmittel', 'Regional food'),
    ],
    projects: [
      {
        name: l('Bio-Hof Österreich', 'Austrian organic farm'),
        location: l('Österreich', 'Austria'),
        fundedPercent: 70,
        targetEuro: 90_000,
        minInvestEuro: 50,
      },
      {
        name: l('Reisterrassen Bali', 'Bali rice terraces'),
        location: l('Indonesien', 'Indonesia'),
        fundedPercent: 41,
        targetEuro: 60_000,
        minInvestEuro: 50,
      },
      {
        name: l('Quinoa Peru', 'Peru quinoa'),
        location: l('Peru', 'Peru'),
        fundedPercent: 58,
        targetEuro: 75_000,
        minInvestEuro: 75,
      },
    ],
    timelineYears: [2, 10],
    verificationProcess: l(
      'Bio-Zertifizierung, Bodenproben und Ernteberichte jeder Saison.',
      'Organic certification, soil samples and harvest reports every season.',
    ),
  },
  {
    id: 'wildlife',
    name: l('Artenschutz', 'Wildlife conservation'),
    description: l('Schutzgebiete, Bienen und bedrohte Arten.', 'Reserves, bees and endangered species.'),
    minInvestmentEuro: 30,
    expectedReturn: [4, 8],
    riskLevel: 'low',
    impactMetrics: [
      l('Geschützte Fläche in Hektar', 'Protected area in hectares'),
      l('Bienenvölker', 'Bee colonies'),
      l('Beobachtete Arten', 'Species observed'),
    ],
    benefits: [
      l('Honig- und Ökotourismus-Erlöse', 'Honey and eco-tourism revenue'),
      l('Mehr Artenvielfalt', 'More biodiversity'),
      l('Livestreams aus den Projekten', 'Live streams from the projects'),
    ],
    projects: [
      {
        name: l('Bienen in der Provence', 'Provence bees'),
        location: l('Frankreich', 'France'),
        fundedPercent: 88,
        targetEuro: 40_000,
        minInvestEuro: 30,
      },
      {
        name: l('Schutzgebiet Amazonas', 'Amazon reserve'),
        location: l('Brasilien', 'Brazil'),
        fundedPercent: 36,
        targetEuro: 200_000,
        minInvestEuro: 50,
      },
      {
        name: l('Kräuterwiesen Alpen', 'Alpine herb meadows'),
        location: l('Schweiz', 'Switzerland'),
        fundedPercent: 64,
        targetEuro: 55_000,
        minInvestEuro: 30,
      },
    ],
    timelineYears: [5, 20],
    verificationProcess: l(
      'Biodiversitäts-Monitoring mit Partnern vor Ort und jährliche Berichte.',
      'Biodiversity monitoring with local partners and annual reports.',
    ),
  },
  {
    id: 'ocean',
    name: l('Meeresschutz', 'Ocean conservation'),
    description: l(
      'Seegraswiesen, Korallen und saubere Küsten.',
      'Seagrass meadows, corals and clean coasts.',
    ),
    minInvestmentEuro: 75,
    expectedReturn: [5, 9],
    riskLevel: 'medium',
    impactMetrics: [
      l('Wiederhergestellte Seegrasfläche', 'Seagrass area restored'),
      l('Entfernter Plastikmüll', 'Plastic waste removed'),
      l('Gebundenes Blue Carbon', 'Blue carbon captured'),
    ],
    benefits: [
      l('Nachhaltige Fischerei', 'Sustainable fishing'),
      l('Küstenschutz', 'Coastal protection'),
      l('Blue-Carbon-Zertifikate', 'Blue carbon certificates'),
    ],
    projects: [
      {
        name: l('Seegras Ostsee', 'Baltic seagrass'),
        location: l('Deutschland', 'Germany'),
        fundedPercent: 47,
        targetEuro: 110_000,
        minInvestEuro: 75,
      },
      {
        name: l('Korallengarten Philippinen', 'Philippine coral garden'),
        location: l('Philippinen', 'Philippines'),
        fundedPercent: 29,
        targetEuro: 140_000,
        minInvestEuro: 75,
      },
      {
        name: l('Saubere Küste Portugal', 'Clean coast Portugal'),
        location: l('Portugal', 'Portugal'),
        fundedPercent: 66,
        targetEuro: 65_000,
        minInvestEuro: 100,
      },
    ],
    timelineYears: [3, 15],
    verificationProcess: l(
      'Tauchgänge zur Kartierung, Drohnenbilder und wissenschaftliche Begleitung.',
      'Mapping dives, drone imagery and scientific monitoring.',
    ),
  },
  {
    id: 'urban',
    name: l('Urbane Nachhaltigkeit', 'Urban sustainability'),
    description: l(
      'Dachgärten, Stadtbäume und grüne Gebäude.',
      'Rooftop gardens, city trees and green buildings.',
    ),
    minInvestmentEuro: 150,
    expectedReturn: [9, 14],
    riskLevel: 'medium',
    impactMetrics: [
      l('Begrünte Fläche in m²', 'Greened area in m²'),
      l('Kühlere Stadtviertel', 'Cooler neighbourhoods'),
      l('Eingesparte Energie', 'Energy saved'),
    ],
    benefits: [
      l('Miet- und Energieerlöse', 'Rent and energy revenue'),
      l('Lebenswerte Städte', 'Liveable cities'),
      l('Projekte in deiner Nähe', 'Projects near you'),
    ],
    projects: [
      {
        name: l('Dachgärten Berlin', 'Berlin rooftop gardens'),
        location: l('Deutschland', 'Germany'),
        fundedPercent: 73,
        targetEuro: 180_000,
        minInvestEuro: 150,
      },
      {
        name: l('Stadtbäume Wien', 'Vienna city trees'),
        location: l('Österreich', 'Austria'),
        fundedPercent: 51,
        targetEuro: 95_000,
        minInvestEuro: 150,
      },
      {
        name: l('Grüne Fassaden Amsterdam', 'Amsterdam green facades'),
        location: l('Niederlande', 'Netherlands'),
        fundedPercent: 38,
        targetEuro: 220_000,
        minInvestEuro: 200,
      },
    ],
    timelineYears: [2, 8],
    verificationProcess: l(
      'Messung von Temperatur und Energieverbrauch sowie Abnahme durch die Stadt.',
      'Temperature and energy-use measurements and acceptance by the city.',
    ),
  },
];
