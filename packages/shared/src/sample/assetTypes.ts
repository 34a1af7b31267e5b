/**
 * Representative sample asset types: four per category. Figures (production, CO₂) are per share and
 * deliberately modest so that they stay plausible for the price of one share.
 */
import type { SampleAssetType } from './types';

export const sampleAssetTypes: SampleAssetType[] = [
  // --- Bäume / trees ---
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
    co2Impact: '0.6',
    location: 'Baiersbronn, Schwarzwald, Baden-Württemberg',
    latitude: 48.5,
    longitude: 8.37,
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
    co2Impact: '0.1',
    location: 'Pretzfeld, Fränkische Schweiz, Bayern',
    latitude: 49.76,
    longitude: 11.17,
    productionInfo: {
      de: 'ca. 120 kg Obst pro Jahr (je nach Sorte)',
      en: 'approx. 120 kg of fruit per year (depending on variety)',
    },
  },
  {
    slug: 'moorwald-rhinluch',
    category: 'trees',
    name: {
      de: 'Moorwald-Renaturierung im Rhinluch',
      en: 'Fen woodland restoration in the Rhinluch',
    },
    description: {
      de: 'Im Rhinluch nordwestlich von Berlin werden entwässerte Moorwiesen wieder vernässt, damit der Torf kein weiteres CO₂ freisetzt. Auf den nassen Flächen entsteht ein Bruchwald aus Schwarzerle und Moorbirke. Ein Anteil umfasst 1.000 m² wiedervernässte Moorfläche.',
      en: 'In the Rhinluch north-west of Berlin, drained fen meadows are being rewetted so that the peat stops releasing CO₂. An alder carr of black alder and downy birch is growing on the wet ground. One share covers 1,000 m² of rewetted peatland.',
    },
    basePriceEuro: 500,
    expectedReturn: '3.5',
    co2Impact: '2.5',
    location: 'Fehrbellin, Rhinluch, Brandenburg',
    latitude: 52.81,
    longitude: 12.77,
    productionInfo: {
      de: 'ca. 2,5 t vermiedene CO₂-Emissionen und 0,3 Festmeter Erlenholz pro Jahr',
      en: 'approx. 2.5 t of avoided CO₂ emissions and 0.3 m³ of alder wood per year',
    },
  },
  {
    slug: 'auwald-mittelelbe',
    category: 'trees',
    name: {
      de: 'Auwald an der Mittelelbe',
      en: 'Floodplain forest on the Middle Elbe',
    },
    description: {
      de: 'Im Biosphärenreservat Mittelelbe bei Dessau-Roßlau werden ehemalige Ackerflächen wieder zu Hartholzauwald. Gepflanzt werden Stieleichen, Flatterulmen und Feldahorn, die das regelmäßige Hochwasser der Elbe gut vertragen. Ein Anteil entspricht 40 Bäumen und schafft Lebensraum für Biber, Eisvogel und Rotmilan.',
      en: 'In the Middle Elbe Biosphere Reserve near Dessau-Roßlau, former arable land is turning back into hardwood floodplain forest. We plant pedunculate oak, European white elm and field maple, all of which tolerate the Elbe’s regular floods. One share corresponds to 40 trees and creates habitat for beavers, kingfishers and red kites.',
    },
    basePriceEuro: 250,
    expectedReturn: '3.8',
    co2Impact: '0.9',
    location: 'Dessau-Roßlau, Biosphärenreservat Mittelelbe, Sachsen-Anhalt',
    latitude: 51.84,
    longitude: 12.24,
    productionInfo: {
      de: 'ca. 1 Festmeter Holzzuwachs pro Jahr',
      en: 'approx. 1 m³ of timber growth per year',
    },
  },

  // --- Tiere / animals ---
  {
    slug: 'bienenvoelker-kaiserstuhl',
    category: 'animals',
    name: {
      de: 'Bienenvölker am Kaiserstuhl',
      en: 'Honeybee colonies at the Kaiserstuhl',
    },
    description: {
      de: 'Eine Bio-Imkerei in Vogtsburg betreut ihre Bienenvölker zwischen Weinbergterrassen, Blühstreifen und Streuobstwiesen. Ein Anteil entspricht einem eigenen Bienenvolk samt Beute, das ganzjährig artgerecht gepflegt wird. Neben dem Honig profitieren die Obstbauern der Umgebung von der Bestäubung.',
      en: 'An organic apiary in Vogtsburg keeps its colonies among vineyard terraces, wildflower strips and orchard meadows. One share corresponds to your own bee colony including its hive, cared for in a species-appropriate way all year round. Besides the honey, the surrounding fruit growers benefit from the pollination.',
    },
    basePriceEuro: 300,
    expectedReturn: '7.2',
    co2Impact: '0.1',
    location: 'Vogtsburg im Kaiserstuhl, Baden-Württemberg',
    latitude: 48.1,
    longitude: 7.64,
    productionInfo: {
      de: 'ca. 25 kg Blütenhonig pro Jahr',
      en: 'approx. 25 kg of blossom honey per year',
    },
  },
  {
    slug: 'heidschnucken-lueneburger-heide',
    category: 'animals',
    name: {
      de: 'Heidschnucken-Herde in der Lüneburger Heide',
      en: 'Heath sheep flock in the Lüneburg Heath',
    },
    description: {
      de: 'Ohne Beweidung würde die Heide schnell mit Birken und Kiefern zuwachsen – die Graue Gehörnte Heidschnucke hält sie offen. Ein Anteil entspricht drei Mutterschafen einer Schäferei bei Schneverdingen, die von Frühjahr bis Herbst durch die Heideflächen ziehen. So bleibt Lebensraum für Birkhuhn, Heidelerche und unzählige Wildbienen erhalten.',
      en: 'Without grazing, the heath would quickly become overgrown with birch and pine – the Grey Horned Heath sheep keeps it open. One share corresponds to three ewes from a shepherd’s flock near Schneverdingen that roam the heathland from spring to autumn. This preserves habitat for black grouse, woodlarks and countless wild bees.',
    },
    basePriceEuro: 200,
    expectedReturn: '5.8',
    co2Impact: '0.4',
    location: 'Schneverdingen, Lüneburger Heide, Niedersachsen',
    latitude: 53.12,
    longitude: 9.8,
    productionInfo: {
      de: 'ca. 40 kg Lammfleisch und 8 kg Wolle pro Jahr',
      en: 'approx. 40 kg of lamb and 8 kg of wool per year',
    },
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
    co2Impact: '1.8',
    location: 'Anklam, Peenetal, Mecklenburg-Vorpommern',
    latitude: 53.86,
    longitude: 13.69,
    productionInfo: {
      de: 'ca. 150 kg Büffelfleisch aus Weidehaltung pro Jahr',
      en: 'approx. 150 kg of pasture-raised buffalo meat per year',
    },
  },
  {
    slug: 'ziegen-mosel-steillagen',
    category: 'animals',
    name: {
      de: 'Ziegenherde für die Steillagen an der Mosel',
      en: 'Goat herd for the steep slopes of the Moselle',
    },
    description: {
      de: 'An der Terrassenmosel bei Winningen verbuschen aufgegebene Weinbergsterrassen rasch. Eine Herde aus Burenziegen und Thüringer Waldziegen frisst Brombeeren und Schlehen zurück und schafft wieder Platz für Trockenmauern, Apollofalter und Mauereidechsen. Ein Anteil entspricht einer Ziege samt Pflege, Unterstand und Tierarzt.',
      en: 'On the Terrace Moselle near Winningen, abandoned vineyard terraces quickly become overgrown. A herd of Boer goats and Thuringian forest goats browses back brambles and blackthorn, making room again for dry-stone walls, Apollo butterflies and wall lizards. One share corresponds to one goat including care, shelter and vet costs.',
    },
    basePriceEuro: 450,
    expectedReturn: '5.4',
    co2Impact: '0.2',
    location: 'Winningen, Terrassenmosel, Rheinland-Pfalz',
    latitude: 50.32,
    longitude: 7.52,
    productionInfo: {
      de: 'ca. 25 kg Zickleinfleisch und 0,3 ha offen gehaltene Hangfläche pro Jahr',
      en: 'approx. 25 kg of kid goat meat and 0.3 ha of slope kept open per year',
    },
  },

  // --- Felder / fields ---
  {
    slug: 'bio-dinkel-schwaebische-alb',
    category: 'fields',
    name: {
      de: 'Bio-Dinkel von der Schwäbischen Alb',
      en: 'Organic spelt from the Swabian Alb',
    },
    description: {
      de: 'Auf den kargen Kalkböden der Alb bei Münsingen gedeiht Dinkel besser als Weizen – robust, genügsam und ohne chemischen Pflanzenschutz. Ein Anteil entspricht 1.000 m² Acker eines Bio-Familienbetriebs, der mit einer weiten Fruchtfolge und Kleegras Humus aufbaut. Das Korn wird in einer Mühle im Lautertal zu Mehl und Nudeln verarbeitet.',
      en: 'On the thin limestone soils of the Alb near Münsingen, spelt thrives better than wheat – robust, undemanding and grown without chemical pesticides. One share corresponds to 1,000 m² of arable land on an organic family farm that builds up humus with a wide crop rotation and clover grass. The grain is milled into flour and made into pasta in the Lauter valley.',
    },
    basePriceEuro: 100,
    expectedReturn: '5.5',
    co2Impact: '0.3',
    location: 'Münsingen, Schwäbische Alb, Baden-Württemberg',
    latitude: 48.41,
    longitude: 9.5,
    productionInfo: {
      de: 'ca. 350 kg Bio-Dinkel pro Jahr',
      en: 'approx. 350 kg of organic spelt per year',
    },
  },
  {
    slug: 'agroforst-uckermark',
    category: 'fields',
    name: {
      de: 'Agroforst-System in der Uckermark',
      en: 'Agroforestry system in the Uckermark',
    },
    description: {
      de: 'Zwischen den Getreidefeldern bei Prenzlau werden Baumreihen aus Walnuss, Wildkirsche und Pappel gepflanzt. Sie bremsen den Wind, schützen den sandigen Boden vor dem Austrocknen und binden zusätzlich Kohlenstoff. Ein Anteil umfasst 2.000 m² Agroforstfläche mit Baumstreifen und Bio-Getreide.',
      en: 'Between the grain fields near Prenzlau, rows of walnut, wild cherry and poplar are being planted. They break the wind, protect the sandy soil from drying out and store additional carbon. One share covers 2,000 m² of agroforestry land with tree strips and organic grain.',
    },
    basePriceEuro: 600,
    expectedReturn: '6.8',
    co2Impact: '1.2',
    location: 'Prenzlau, Uckermark, Brandenburg',
    latitude: 53.32,
    longitude: 13.86,
    productionInfo: {
      de: 'ca. 500 kg Bio-Roggen und 20 kg Walnüsse pro Jahr',
      en: 'approx. 500 kg of organic rye and 20 kg of walnuts per year',
    },
  },
  {
    slug: 'solawi-gemuesehof-leipzig',
    category: 'fields',
    name: {
      de: 'Solidarischer Gemüsehof bei Leipzig',
      en: 'Community-supported vegetable farm near Leipzig',
    },
    description: {
      de: 'Am Stadtrand von Leipzig baut ein solidarisch geführter Gemüsehof über 50 Kulturen für rund 300 Haushalte an. Die Mitglieder teilen sich Kosten und Ernte, das Gärtnerteam bekommt faire und planbare Löhne. Ein Anteil finanziert Folientunnel, Tröpfchenbewässerung und samenfestes Saatgut.',
      en: 'On the outskirts of Leipzig, a community-supported vegetable farm grows more than 50 crops for around 300 households. Members share costs and harvest, and the growing team receives fair, predictable wages. One share helps to finance polytunnels, drip irrigation and open-pollinated seed.',
    },
    basePriceEuro: 350,
    expectedReturn: '4.5',
    co2Impact: '0.2',
    location: 'Leipzig, Sachsen',
    latitude: 51.34,
    longitude: 12.37,
    productionInfo: {
      de: 'ca. 150 kg Bio-Gemüse pro Jahr',
      en: 'approx. 150 kg of organic vegetables per year',
    },
  },
  {
    slug: 'bluehflaechen-wendland',
    category: 'fields',
    name: {
      de: 'Blühflächen-Patenschaft im Wendland',
      en: 'Wildflower strip sponsorship in the Wendland',
    },
    description: {
      de: 'Ein Bio-Betrieb bei Lüchow wandelt Ackerränder in mehrjährige Blühflächen mit heimischem Wildpflanzensaatgut um. Kornblume, Wiesen-Salbei, Natternkopf und Wilde Möhre bieten Wildbienen, Schmetterlingen und Feldvögeln Nahrung und Deckung. Ein Anteil entspricht 100 m² Blühfläche, deren Saatgut als Regio-Saatgut an Gemeinden und Landwirte verkauft wird.',
      en: 'An organic farm near Lüchow is turning field margins into perennial wildflower strips sown with native wild plant seed. Cornflower, meadow sage, viper’s bugloss and wild carrot provide food and shelter for wild bees, butterflies and farmland birds. One share corresponds to 100 m² of flowering strip whose seed is sold as regional seed to municipalities and farmers.',
    },
    basePriceEuro: 50,
    expectedReturn: '3.9',
    co2Impact: '0.1',
    location: 'Lüchow, Wendland, Niedersachsen',
    latitude: 52.97,
    longitude: 11.15,
    productionInfo: {
      de: 'ca. 1,5 kg regionales Wildblumensaatgut pro Jahr',
      en: 'approx. 1.5 kg of regional wildflower seed per year',
    },
  },

  // --- Energie / energy ---
  {
    slug: 'buergerwindpark-nordfriesland',
    category: 'energy',
    name: {
      de: 'Bürgerwindpark in Nordfriesland',
      en: 'Community wind farm in North Frisia',
    },
    description: {
      de: 'Nordfriesland ist die Heimat der Bürgerwindparks: Die meisten Anlagen gehören hier den Menschen vor Ort. Der Windpark bei Reußenköge besteht aus sechs modernen 4,2-MW-Anlagen direkt hinter dem Deich. Ein Anteil entspricht einer Beteiligung von 1.000 € an der Betreibergesellschaft.',
      en: 'North Frisia is the home of community wind farms: most turbines here belong to the people who live nearby. The wind farm at Reußenköge consists of six modern 4.2 MW turbines right behind the dyke. One share corresponds to a €1,000 stake in the operating company.',
    },
    basePriceEuro: 1000,
    expectedReturn: '8.9',
    co2Impact: '1.4',
    location: 'Reußenköge, Nordfriesland, Schleswig-Holstein',
    latitude: 54.6,
    longitude: 8.9,
    productionInfo: {
      de: 'ca. 2.400 kWh Ökostrom pro Jahr',
      en: 'approx. 2,400 kWh of green electricity per year',
    },
  },
  {
    slug: 'agri-pv-obstplantage-bodensee',
    category: 'energy',
    name: {
      de: 'Agri-PV über einer Apfelplantage am Bodensee',
      en: 'Agrivoltaics above an apple orchard on Lake Constance',
    },
    description: {
      de: 'Bei Kressbronn ersetzen Solarmodule über den Baumreihen die klassischen Hagelschutznetze. Sie schützen die Äpfel vor Hagel, Sonnenbrand und Starkregen und erzeugen gleichzeitig Strom für den Hof und das Netz. Ein Anteil entspricht rund 0,7 kWp installierter Leistung.',
      en: 'Near Kressbronn, solar modules above the tree rows replace the classic hail nets. They protect the apples from hail, sunburn and heavy rain while generating electricity for the farm and the grid. One share corresponds to about 0.7 kWp of installed capacity.',
    },
    basePriceEuro: 900,
    expectedReturn: '6.4',
    co2Impact: '0.5',
    location: 'Kressbronn am Bodensee, Baden-Württemberg',
    latitude: 47.6,
    longitude: 9.6,
    productionInfo: {
      de: 'ca. 750 kWh Solarstrom pro Jahr',
      en: 'approx. 750 kWh of solar power per year',
    },
  },
  {
    slug: 'kleinwasserkraft-allgaeu',
    category: 'energy',
    name: {
      de: 'Kleinwasserkraft an einer alten Mühle im Allgäu',
      en: 'Small hydropower at an old mill in the Allgäu',
    },
    description: {
      de: 'An einer über 300 Jahre alten Mühle an der Wertach bei Kaufbeuren wurde die Wasserkraft modernisiert: Ein neues, fischschonendes Wasserrad und eine Fischtreppe halten den Fluss durchgängig. Das Kraftwerk liefert rund um die Uhr Strom, unabhängig von Sonne und Wind. Ein Anteil entspricht einer Beteiligung an der Betreibergesellschaft.',
      en: 'At a mill on the Wertach near Kaufbeuren that is more than 300 years old, the hydropower has been modernised: a new fish-friendly water wheel and a fish ladder keep the river passable. The plant supplies electricity around the clock, independent of sun and wind. One share corresponds to a stake in the operating company.',
    },
    basePriceEuro: 700,
    expectedReturn: '5.2',
    co2Impact: '0.9',
    location: 'Kaufbeuren, Allgäu, Bayern',
    latitude: 47.88,
    longitude: 10.62,
    productionInfo: {
      de: 'ca. 1.400 kWh Strom aus Wasserkraft pro Jahr',
      en: 'approx. 1,400 kWh of hydroelectric power per year',
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
    co2Impact: '0.2',
    location: 'Münster, Nordrhein-Westfalen',
    latitude: 51.96,
    longitude: 7.63,
    productionInfo: {
      de: 'ca. 280 kWh Solarstrom pro Jahr',
      en: 'approx. 280 kWh of solar power per year',
    },
  },
];
