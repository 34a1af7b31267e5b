/** Representative sample livestreams: some live now (negative offset), some scheduled. */
import type { SampleLivestream } from './types';

export const sampleLivestreams: SampleLivestream[] = [
  // --- live now ---
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
    assetSlug: 'bienenvoelker-kaiserstuhl',
  },
  {
    slug: 'windpark-reussenkoege-gondel',
    title: {
      de: 'Blick aus der Gondel: Windpark Reußenköge',
      en: 'View from the nacelle: Reußenköge wind farm',
    },
    location: 'Reußenköge, Nordfriesland, Schleswig-Holstein',
    category: 'energy',
    viewers: 186,
    startOffsetMinutes: -10,
    assetSlug: 'buergerwindpark-nordfriesland',
  },
  {
    slug: 'weidekamera-wasserbueffel-peenetal',
    title: {
      de: 'Weidekamera: Wasserbüffel im Peenetal',
      en: 'Pasture cam: water buffalo in the Peene valley',
    },
    location: 'Anklam, Peenetal, Mecklenburg-Vorpommern',
    category: 'animals',
    viewers: 1240,
    startOffsetMinutes: -120,
    assetSlug: 'wasserbueffel-peenetal',
  },
  {
    slug: 'feldtag-dinkel-alb',
    title: {
      de: 'Feldtag auf der Alb: Dinkel, Kleegras und Bodenleben',
      en: 'Field day on the Alb: spelt, clover grass and soil life',
    },
    location: 'Münsingen, Schwäbische Alb, Baden-Württemberg',
    category: 'farming',
    viewers: 534,
    startOffsetMinutes: -75,
    assetSlug: 'bio-dinkel-schwaebische-alb',
  },

  // --- scheduled ---
  {
    slug: 'fuehrung-auwald-mittelelbe',
    title: {
      de: 'Führung durch den jungen Auwald an der Elbe',
      en: 'Guided tour of the young floodplain forest on the Elbe',
    },
    location: 'Dessau-Roßlau, Sachsen-Anhalt',
    category: 'trees',
    viewers: 0,
    startOffsetMinutes: 40,
    assetSlug: 'auwald-mittelelbe',
  },
  {
    slug: 'unterwegs-mit-der-schaeferin',
    title: {
      de: 'Unterwegs mit der Schäferin: Heidschnucken bei Schneverdingen',
      en: 'Out with the shepherdess: heath sheep near Schneverdingen',
    },
    location: 'Schneverdingen, Lüneburger Heide, Niedersachsen',
    category: 'animals',
    viewers: 0,
    startOffsetMinutes: 180,
    assetSlug: 'heidschnucken-lueneburger-heide',
  },
  {
    slug: 'wasserrad-wertach',
    title: {
      de: 'Das neue Wasserrad an der Wertach in Betrieb',
      en: 'The new water wheel on the Wertach in operation',
    },
    location: 'Kaufbeuren, Allgäu, Bayern',
    category: 'energy',
    viewers: 0,
    startOffsetMinutes: 600,
    assetSlug: 'kleinwasserkraft-allgaeu',
  },
  {
    slug: 'rundgang-agri-pv-bodensee',
    title: {
      de: 'Agri-PV am Bodensee: Rundgang mit der Obstbäuerin',
      en: 'Agrivoltaics on Lake Constance: a tour with the fruit grower',
    },
    location: 'Kressbronn am Bodensee, Baden-Württemberg',
    category: 'energy',
    viewers: 0,
    startOffsetMinutes: 1560,
    assetSlug: 'agri-pv-obstplantage-bodensee',
  },
  {
    slug: 'pegelmessung-rhinluch',
    title: {
      de: 'Pegelmessung im Rhinluch: Wie nass ist das Moor?',
      en: 'Checking the gauges in the Rhinluch: how wet is the fen?',
    },
    location: 'Fehrbellin, Rhinluch, Brandenburg',
    category: 'trees',
    viewers: 0,
    startOffsetMinutes: 2880,
    assetSlug: 'moorwald-rhinluch',
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
    startOffsetMinutes: 4320,
    assetSlug: 'solawi-gemuesehof-leipzig',
  },
  {
    slug: 'biber-an-der-mittelelbe',
    title: {
      de: 'Abendansitz: Biber an der Mittelelbe',
      en: 'Evening watch: beavers on the Middle Elbe',
    },
    location: 'Biosphärenreservat Mittelelbe, Sachsen-Anhalt',
    category: 'animals',
    viewers: 0,
    startOffsetMinutes: 7200,
    assetSlug: 'auwald-mittelelbe',
  },
];
