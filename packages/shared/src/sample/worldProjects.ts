/**
 * The twelve world projects of the public map and the landing page (spec §3), with real coordinates. The
 * spec lists the samples as active; a few carry other statuses here so that the map shows every badge of §4.
 */
import type { WorldProject } from '../projects';

export const sampleWorldProjects: readonly WorldProject[] = [
  {
    id: 'costa-rica',
    name: { de: 'Regenwald-Aufforstung Costa Rica', en: 'Costa Rica rainforest reforestation' },
    description: {
      de: 'Heimische Baumarten schließen Lücken im Nebelwald von Monteverde.',
      en: 'Native tree species close gaps in the Monteverde cloud forest.',
    },
    type: 'trees',
    status: 'active',
    impact: { de: '1.200 Bäume, 48 t CO2 pro Jahr', en: '1,200 trees, 48 t CO2 per year' },
    lat: 10.3,
    lng: -84.8,
  },
  {
    id: 'black-forest',
    name: { de: 'Mischwald Schwarzwald', en: 'Black Forest mixed woodland' },
    description: {
      de: 'Fichten-Monokulturen werden zu klimastabilem Mischwald umgebaut.',
      en: 'Spruce monocultures are turned into climate-resilient mixed forest.',
    },
    type: 'trees',
    status: 'completed',
    impact: { de: '850 Bäume, 34 t CO2 pro Jahr', en: '850 trees, 34 t CO2 per year' },
    lat: 48.3,
    lng: 8.2,
  },
  {
    id: 'austria-farm',
    name: { de: 'Bio-Bauernhof Österreich', en: 'Austrian organic farm' },
    description: {
      de: 'Ein Familienbetrieb im Salzburger Land stellt auf Bio-Landwirtschaft um.',
      en: 'A family farm near Salzburg converts to organic farming.',
    },
    type: 'farming',
    status: 'active',
    impact: { de: '42 t Bio-Gemüse pro Jahr', en: '42 t of organic vegetables per year' },
    lat: 47.5,
    lng: 13.2,
  },
  {
    id: 'provence-bees',
    name: { de: 'Bienen der Provence', en: 'Provence bees' },
    description: {
      de: 'Bienenvölker bestäuben Lavendelfelder und Obstgärten.',
      en: 'Bee colonies pollinate lavender fields and orchards.',
    },
    type: 'animals',
    status: 'active',
    impact: { de: '40 Bienenstöcke, 800 kg Honig', en: '40 beehives, 800 kg of honey' },
    lat: 43.9,
    lng: 5.8,
  },
  {
    id: 'bali-rice',
    name: { de: 'Reisterrassen Bali', en: 'Bali rice terraces' },
    description: {
      de: 'Das traditionelle Subak-Bewässerungssystem wird erhalten und erneuert.',
      en: 'The traditional subak irrigation system is preserved and renewed.',
    },
    type: 'farming',
    status: 'active',
    impact: { de: '65 Landwirte, 210 t Reis', en: '65 farmers, 210 t of rice' },
    lat: -8.4,
    lng: 115.2,
  },
  {
    id: 'north-sea-wind',
    name: { de: 'Windpark Nordsee', en: 'North Sea wind farm' },
    description: {
      de: 'Offshore-Windräder liefern sauberen Strom für die Küstenregion.',
      en: 'Offshore turbines deliver clean power to the coastal region.',
    },
    type: 'energy',
    status: 'active',
    impact: { de: '30 MW, 9.000 Haushalte', en: '30 MW, 9,000 households' },
    lat: 54.5,
    lng: 6.5,
  },
  {
    id: 'amazon-reserve',
    name: { de: 'Schutzgebiet Amazonas', en: 'Amazon reserve' },
    description: {
      de: 'Ranger und Kamerafallen schützen Jaguare, Aras und Flussdelfine.',
      en: 'Rangers and camera traps protect jaguars, macaws and river dolphins.',
    },
    type: 'animals',
    status: 'monitoring',
    impact: { de: '2.000 ha geschützter Lebensraum', en: '2,000 ha of protected habitat' },
    lat: -3.4,
    lng: -62.2,
  },
  {
    id: 'alps-herbs',
    name: { de: 'Kräuterhof in den Alpen', en: 'Alpine herb farm' },
    description: {
      de: 'Bergkräuter wachsen in Mischkultur auf steilen Hängen in Tirol.',
      en: 'Mountain herbs grow in mixed cultivation on steep Tyrolean slopes.',
    },
    type: 'farming',
    status: 'active',
    impact: { de: '12 t Kräuter pro Jahr', en: '12 t of herbs per year' },
    lat: 47.1,
    lng: 11.0,
  },
  {
    id: 'sahel-trees',
    name: { de: 'Baumgürtel im Sahel', en: 'Sahel tree line' },
    description: {
      de: 'Ein Baumgürtel hält die Wüste auf und schafft Weideland.',
      en: 'A belt of trees holds back the desert and creates pasture.',
    },
    type: 'trees',
    status: 'planning',
    impact: { de: '2.237 Bäume geplant', en: '2,237 trees planned' },
    lat: 15.3,
    lng: -14.6,
  },
  {
    id: 'norway-hydro',
    name: { de: 'Wasserkraft Norwegen', en: 'Norway hydropower' },
    description: {
      de: 'Ein Laufwasserkraftwerk ersetzt Dieselgeneratoren im Fjord.',
      en: 'A run-of-river plant replaces diesel generators in the fjord.',
    },
    type: 'energy',
    status: 'completed',
    impact: { de: '10 MW, 3.000 Haushalte', en: '10 MW, 3,000 households' },
    lat: 61.0,
    lng: 7.5,
  },
  {
    id: 'kenya-solar',
    name: { de: 'Solarenergie Kenia', en: 'Kenya solar' },
    description: {
      de: 'Solaranlagen versorgen Schulen und Kliniken rund um Nairobi.',
      en: 'Solar plants power schools and clinics around Nairobi.',
    },
    type: 'energy',
    status: 'active',
    impact: { de: '5 MW, 1.500 Haushalte', en: '5 MW, 1,500 households' },
    lat: -1.3,
    lng: 36.8,
  },
  {
    id: 'peru-quinoa',
    name: { de: 'Quinoa-Anbau Peru', en: 'Peru quinoa' },
    description: {
      de: 'Kleinbauern am Titicacasee bauen alte Quinoa-Sorten an.',
      en: 'Smallholders at Lake Titicaca grow heirloom quinoa.',
    },
    type: 'farming',
    status: 'active',
    impact: { de: '108 Landwirte, 600 t Ernte', en: '108 farmers, 600 t of harvest' },
    lat: -15.8,
    lng: -70.0,
  },
];
