/**
 * Sample data of the public marketplace demo (/marketplacedemo, spec §2.1: local only, nothing is loaded or
 * sent). Eight of the seeded asset types, two per category, in the shape of the shared assetTypeSchema; the
 * images are the app's own files under /media/assets.
 */
import type { AssetCategory, AssetType } from '@wurzelwerk/shared';
import type { Localized } from '../../components/localizedSample';
import type { Locale } from '../../i18n/messages';

interface SampleAsset {
  slug: string;
  category: AssetCategory;
  name: Localized;
  description: Localized;
  basePriceEuro: number;
  /** Percent per year. */
  expectedReturn: string;
  /** Tonnes CO₂ per year for one unit. */
  co2Impact: number;
  location: string;
  productionInfo: Localized;
}

const sampleAssets: readonly SampleAsset[] = [
  {
    slug: 'mischwald-schwarzwald',
    category: 'trees',
    name: {
      de: 'Mischwald-Aufforstung im Nordschwarzwald',
      en: 'Mixed forest reforestation in the Northern Black Forest',
    },
    description: {
      de: 'Auf einer vom Borkenkäfer geräumten Fichtenfläche bei Baiersbronn wächst ein klimastabiler Mischwald aus Weißtanne, Rotbuche und Bergahorn heran. Ein Anteil entspricht 30 Jungbäumen, die von der örtlichen Forstbetriebsgemeinschaft gepflanzt und fünf Jahre lang gepflegt werden. Erträge entstehen langfristig aus naturnaher Holznutzung.',
      en: 'On a former spruce stand near Baiersbronn, cleared after bark beetle damage, a climate-resilient mixed forest of silver fir, beech and sycamore maple is taking root. One share corresponds to 30 young trees, planted and tended for five years by the local forest owners’ association. Returns come from close-to-nature timber use over the long term.',
    },
    basePriceEuro: 150,
    expectedReturn: '4.2',
    co2Impact: 0.6,
    location: 'Baiersbronn, Schwarzwald, Baden-Württemberg',
    productionInfo: {
      de: 'ca. 0,8 Festmeter Holzzuwachs pro Jahr',
      en: 'approx. 0.8 m³ of timber growth per year',
    },
  },
  {
    slug: 'streuobstwiese-franken',
    category: 'trees',
    name: {
      de: 'Streuobstwiese in der Fränkischen Schweiz',
      en: 'Traditional orchard meadow in Franconian Switzerland',
    },
    description: {
      de: 'Am Ortsrand von Pretzfeld, mitten in einem der größten Süßkirschen-Anbaugebiete Deutschlands, pflegen wir eine artenreiche Streuobstwiese mit über 120 Hochstämmen. Ein Anteil ist die Patenschaft für einen Baum alter Sorten wie Boskoop, Hedelfinger Riesenkirsche oder Gellerts Butterbirne. Das Obst wird von einer Kelterei aus der Region zu Saft und Most verarbeitet.',
      en: 'On the edge of Pretzfeld, in one of Germany’s largest sweet cherry growing areas, we look after a species-rich orchard meadow with more than 120 standard fruit trees. One share is the sponsorship of one tree of an old variety such as Boskoop, Hedelfinger giant cherry or Gellert’s Butter Pear. A local fruit press turns the harvest into juice and cider.',
    },
    basePriceEuro: 75,
    expectedReturn: '5.1',
    co2Impact: 0.1,
    location: 'Pretzfeld, Fränkische Schweiz, Bayern',
    productionInfo: {
      de: 'ca. 120 kg Obst pro Jahr (je nach Sorte)',
      en: 'approx. 120 kg of fruit per year (depending on variety)',
    },
  },
  {
    slug: 'bienenvoelker-kaiserstuhl',
    category: 'animals',
    name: { de: 'Bienenvölker am Kaiserstuhl', en: 'Honeybee colonies at the Kaiserstuhl' },
    description: {
      de: 'Eine Bio-Imkerei in Vogtsburg betreut ihre Bienenvölker zwischen Weinbergterrassen, Blühstreifen und Streuobstwiesen. Ein Anteil entspricht einem eigenen Bienenvolk samt Beute, das ganzjährig artgerecht gepflegt wird. Neben dem Honig profitieren die Obstbauern der Umgebung von der Bestäubung.',
      en: 'An organic apiary in Vogtsburg keeps its colonies among vineyard terraces, wildflower strips and orchard meadows. One share corresponds to your own bee colony including its hive, cared for in a species-appropriate way all year round. Besides the honey, the surrounding fruit growers benefit from the pollination.',
    },
    basePriceEuro: 300,
    expectedReturn: '7.2',
    co2Impact: 0.1,
    location: 'Vogtsburg im Kaiserstuhl, Baden-Württemberg',
    productionInfo: { de: 'ca. 25 kg Blütenhonig pro Jahr', en: 'approx. 25 kg of blossom honey per year' },
  },
  {
    slug: 'wasserbueffel-peenetal',
    category: 'animals',
    name: {
      de: 'Wasserbüffel für die Landschaftspflege im Peenetal',
      en: 'Water buffalo conservation grazing in the Peene valley',
    },
    description: {
      de: 'Im Flusstalmoor der Peene beweiden Wasserbüffel nasse Wiesen, auf denen Rinder und Maschinen längst versinken würden. Die Tiere halten Schilf und Gehölze kurz, so bleiben die Flächen nass und der Moorboden speichert seinen Kohlenstoff. Ein Anteil ist die Weidepatenschaft für eine Büffelkuh der Herde bei Anklam.',
      en: 'In the Peene river valley fen, water buffalo graze wet meadows where cattle and machinery would long since have sunk. The animals keep reeds and shrubs in check, so the land stays wet and the peat soil keeps its carbon. One share is a grazing sponsorship for one buffalo cow of the herd near Anklam.',
    },
    basePriceEuro: 800,
    expectedReturn: '6.2',
    co2Impact: 1.8,
    location: 'Anklam, Peenetal, Mecklenburg-Vorpommern',
    productionInfo: {
      de: 'ca. 150 kg Büffelfleisch aus Weidehaltung pro Jahr',
      en: 'approx. 150 kg of pasture-raised buffalo meat per year',
    },
  },
  {
    slug: 'bio-dinkel-schwaebische-alb',
    category: 'fields',
    name: { de: 'Bio-Dinkel von der Schwäbischen Alb', en: 'Organic spelt from the Swabian Alb' },
    description: {
      de: 'Auf den kargen Kalkböden der Alb bei Münsingen gedeiht Dinkel besser als Weizen – robust, genügsam und ohne chemischen Pflanzenschutz. Ein Anteil entspricht 1.000 m² Acker eines Bio-Familienbetriebs, der mit einer weiten Fruchtfolge und Kleegras Humus aufbaut. Das Korn wird in einer Mühle im Lautertal zu Mehl und Nudeln verarbeitet.',
      en: 'On the thin limestone soils of the Alb near Münsingen, spelt thrives better than wheat – robust, undemanding and grown without chemical pesticides. One share corresponds to 1,000 m² of arable land on an organic family farm that builds up humus with a wide crop rotation and clover grass. The grain is milled into flour and made into pasta in the Lauter valley.',
    },
    basePriceEuro: 100,
    expectedReturn: '5.5',
    co2Impact: 0.3,
    location: 'Münsingen, Schwäbische Alb, Baden-Württemberg',
    productionInfo: { de: 'ca. 350 kg Bio-Dinkel pro Jahr', en: 'approx. 350 kg of organic spelt per year' },
  },
  {
    slug: 'bluehflaechen-wendland',
    category: 'fields',
    name: { de: 'Blühflächen-Patenschaft im Wendland', en: 'Wildflower strip sponsorship in the Wendland' },
    description: {
      de: 'Ein Bio-Betrieb bei Lüchow wandelt Ackerränder in mehrjährige Blühflächen mit heimischem Wildpflanzensaatgut um. Kornblume, Wiesen-Salbei, Natternkopf und Wilde Möhre bieten Wildbienen, Schmetterlingen und Feldvögeln Nahrung und Deckung. Ein Anteil entspricht 100 m² Blühfläche, deren Saatgut als Regio-Saatgut an Gemeinden und Landwirte verkauft wird.',
      en: 'An organic farm near Lüchow is turning field margins into perennial wildflower strips sown with native wild plant seed. Cornflower, meadow sage, viper’s bugloss and wild carrot provide food and shelter for wild bees, butterflies and farmland birds. One share corresponds to 100 m² of flowering strip whose seed is sold as regional seed to municipalities and farmers.',
    },
    basePriceEuro: 50,
    expectedReturn: '3.9',
    co2Impact: 0.1,
    location: 'Lüchow, Wendland, Niedersachsen',
    productionInfo: {
      de: 'ca. 1,5 kg regionales Wildblumensaatgut pro Jahr',
      en: 'approx. 1.5 kg of regional wildflower seed per year',
    },
  },
  {
    slug: 'buergerwindpark-nordfriesland',
    category: 'energy',
    name: { de: 'Bürgerwindpark in Nordfriesland', en: 'Community wind farm in North Frisia' },
    description: {
      de: 'Nordfriesland ist die Heimat der Bürgerwindparks: Die meisten Anlagen gehören hier den Menschen vor Ort. Der Windpark bei Reußenköge besteht aus sechs modernen 4,2-MW-Anlagen direkt hinter dem Deich. Ein Anteil entspricht einer Beteiligung von 1.000 € an der Betreibergesellschaft.',
      en: 'North Frisia is the home of community wind farms: most turbines here belong to the people who live nearby. The wind farm at Reußenköge consists of six modern 4.2 MW turbines right behind the dyke. One share corresponds to a €1,000 stake in the operating company.',
    },
    basePriceEuro: 1000,
    expectedReturn: '8.9',
    co2Impact: 1.4,
    location: 'Reußenköge, Nordfriesland, Schleswig-Holstein',
    productionInfo: {
      de: 'ca. 2.400 kWh Ökostrom pro Jahr',
      en: 'approx. 2,400 kWh of green electricity per year',
    },
  },
  {
    slug: 'solardach-schule-muenster',
    category: 'energy',
    name: {
      de: 'Bürger-Solardach auf einer Schule in Münster',
      en: 'Community solar roof on a school in Münster',
    },
    description: {
      de: 'Eine Energiegenossenschaft baut Photovoltaik auf die Dächer von Schulen, Turnhallen und Kitas in Münster. Der Strom wird direkt im Gebäude verbraucht, der Überschuss fließt ins Netz – und die Schülerinnen und Schüler verfolgen die Erträge im Unterricht. Ein Anteil entspricht rund 0,3 kWp Modulleistung.',
      en: 'An energy cooperative installs photovoltaics on the roofs of schools, gyms and nurseries in Münster. The power is used directly in the buildings, the surplus goes to the grid – and pupils follow the yields in class. One share corresponds to about 0.3 kWp of module capacity.',
    },
    basePriceEuro: 400,
    expectedReturn: '4.8',
    co2Impact: 0.2,
    location: 'Münster, Nordrhein-Westfalen',
    productionInfo: { de: 'ca. 280 kWh Solarstrom pro Jahr', en: 'approx. 280 kWh of solar power per year' },
  },
];

/** The sample assets of one category (or all) in one language, as the API would deliver them. */
export function marketplaceDemoAssets(locale: Locale, category: AssetCategory | 'all' = 'all'): AssetType[] {
  return sampleAssets
    .map((asset, index) => ({
      id: index + 1,
      name: asset.name[locale],
      description: asset.description[locale],
      category: asset.category,
      basePrice: `${asset.basePriceEuro} €`,
      expectedReturn: asset.expectedReturn,
      co2Impact: asset.co2Impact,
      imageUrl: `/media/assets/${asset.slug}.svg`,
      location: asset.location,
      productionInfo: asset.productionInfo[locale],
    }))
    .filter((asset) => category === 'all' || asset.category === category);
}
