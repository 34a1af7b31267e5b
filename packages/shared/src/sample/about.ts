/** The about page's journey 2024–2025 (spec §2.3). */
import type { SampleMilestone } from './types';

/** The journey 2024–2025. */
export const sampleJourney: readonly SampleMilestone[] = [
  {
    period: { de: 'Anfang 2024', en: 'Early 2024' },
    title: { de: 'Die Idee', en: 'The idea' },
    text: {
      de: 'Nachhaltige Geldanlage soll so einfach werden wie ein Spiel.',
      en: 'Sustainable investing should be as easy as a game.',
    },
  },
  {
    period: { de: 'Mitte 2024', en: 'Mid 2024' },
    title: { de: 'Erste Projektpartner', en: 'First project partners' },
    text: {
      de: 'Gespräche mit Forstbetrieben, Imkereien und Energiegenossenschaften.',
      en: 'Talks with forestry businesses, beekeepers and energy cooperatives.',
    },
  },
  {
    period: { de: 'Ende 2024', en: 'Late 2024' },
    title: { de: 'Prototyp', en: 'Prototype' },
    text: {
      de: 'Marktplatz, Dashboard und Farm-Spiel als erster Prototyp.',
      en: 'Marketplace, dashboard and farm game as a first prototype.',
    },
  },
  {
    period: { de: '2025', en: '2025' },
    title: { de: 'Vorankündigung', en: 'Pre-announcement' },
    text: {
      de: 'Öffentliche Demo, Mobile App in Entwicklung – bald verfügbar.',
      en: 'Public demo, mobile app in development – coming soon.',
    },
  },
];
