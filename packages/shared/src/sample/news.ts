/** Representative sample community news, newest first. */
import type { SampleNews } from './types';

export const sampleNews: SampleNews[] = [
  {
    slug: 'neues-projekt-agri-pv-bodensee',
    title: {
      de: 'Neues Projekt: Agri-PV über Apfelbäumen am Bodensee',
      en: 'New project: agrivoltaics above apple trees on Lake Constance',
    },
    content: {
      de: 'Ab heute könnt ihr Anteile an unserem ersten Agri-PV-Projekt zeichnen. Über einer Apfelplantage bei Kressbronn ersetzen Solarmodule die Hagelschutznetze und liefern zugleich Strom für rund 60 Haushalte. Der Obsthof bleibt in Familienhand, und die Bäume darunter tragen weiter wie bisher.',
      en: 'Starting today, you can buy shares in our first agrivoltaics project. Above an apple orchard near Kressbronn, solar modules replace the hail nets and generate electricity for around 60 households. The orchard stays in family hands, and the trees underneath keep bearing fruit as before.',
    },
    daysAgo: 0,
  },
  {
    slug: 'pflanztag-nordschwarzwald',
    title: {
      de: 'Pflanztag im Nordschwarzwald: 4.800 neue Bäume',
      en: 'Planting day in the Northern Black Forest: 4,800 new trees',
    },
    content: {
      de: 'Am Samstag haben 65 Freiwillige gemeinsam mit der Forstbetriebsgemeinschaft bei Baiersbronn 4.800 Weißtannen, Rotbuchen und Bergahorne gepflanzt. Trotz Nieselregen war die Stimmung bestens, mittags gab es Linsen mit Spätzle aus der Feldküche. Eine weitere Pflanzaktion ist bereits in Planung.',
      en: 'On Saturday, 65 volunteers and the local forest owners’ association planted 4,800 silver firs, beeches and sycamore maples near Baiersbronn. Despite the drizzle, spirits were high, and lunch was lentils with spätzle from the field kitchen. Another planting day is already being planned.',
    },
    daysAgo: 3,
  },
  {
    slug: 'honigernte-kaiserstuhl',
    title: {
      de: 'Erste Honigernte am Kaiserstuhl',
      en: 'First honey harvest at the Kaiserstuhl',
    },
    content: {
      de: 'Unsere Imkerin in Vogtsburg hat geschleudert: Im Schnitt lieferte jedes Bienenvolk 27 Kilogramm Blütenhonig, etwas mehr als erwartet. Besonders die Blühstreifen zwischen den Reben haben den Bienen gutgetan. Der Honig wird jetzt gerührt, abgefüllt und an die Anteilseignerinnen und Anteilseigner verschickt.',
      en: 'Our beekeeper in Vogtsburg has extracted the honey: on average, each colony produced 27 kilograms of blossom honey, slightly more than expected. The wildflower strips between the vines were especially good for the bees. The honey is now being creamed, jarred and sent out to the shareholders.',
    },
    daysAgo: 6,
  },
  {
    slug: 'hoffest-solawi-leipzig',
    title: {
      de: 'Hoffest beim Solawi-Gemüsehof in Leipzig',
      en: 'Farm festival at the community vegetable farm in Leipzig',
    },
    content: {
      de: 'Rund 150 Mitglieder sowie Anlegerinnen und Anleger von Wurzelwerk kamen am Wochenende zum Hoffest an den Leipziger Stadtrand. Bei Führungen durch die Folientunnel erklärte das Gärtnerteam, wie Mulch und Tröpfchenbewässerung Wasser sparen. Zum Abschluss gab es Gemüsesuppe aus der eigenen Ernte und ein spontanes Tauschregal für Saatgut.',
      en: 'Around 150 members and Wurzelwerk investors came to the farm festival on the edge of Leipzig at the weekend. On tours of the polytunnels, the growing team explained how mulch and drip irrigation save water. The day ended with vegetable soup from the farm’s own harvest and an impromptu seed swap shelf.',
    },
    daysAgo: 10,
  },
  {
    slug: 'jahresbilanz-buergerwindpark',
    title: {
      de: 'Bürgerwindpark Nordfriesland: starke Jahresbilanz',
      en: 'North Frisia community wind farm: strong annual results',
    },
    content: {
      de: 'Die sechs Anlagen bei Reußenköge haben im vergangenen Geschäftsjahr rund 78 Gigawattstunden Strom erzeugt, etwa acht Prozent mehr als prognostiziert. Gründe waren ein windreiches Winterhalbjahr und kaum Stillstandszeiten. Die Ausschüttung an die Anteilseignerinnen und Anteilseigner liegt deshalb leicht über dem Plan.',
      en: 'The six turbines at Reußenköge generated around 78 gigawatt hours of electricity in the past financial year, about eight percent more than forecast. The reasons were a windy winter half-year and hardly any downtime. The payout to shareholders is therefore slightly above plan.',
    },
    daysAgo: 14,
  },
  {
    slug: 'rhinluch-moor-wird-nass',
    title: {
      de: 'Rhinluch: Das Moor wird wieder nass',
      en: 'Rhinluch: the fen is getting wet again',
    },
    content: {
      de: 'Seit die alten Entwässerungsgräben im Rhinluch verschlossen sind, steigt der Wasserstand stetig. Die Messpegel zeigen inzwischen auf über 80 Prozent der Fläche Wasser knapp unter der Oberfläche – genau richtig, damit sich der Torf nicht weiter zersetzt. Erste Torfmoose und Seggen haben sich bereits angesiedelt.',
      en: 'Since the old drainage ditches in the Rhinluch were closed, the water level has been rising steadily. The gauges now show water just below the surface on more than 80 percent of the area – exactly right to stop the peat from decomposing further. The first peat mosses and sedges have already settled in.',
    },
    daysAgo: 19,
  },
  {
    slug: 'nachwuchs-wasserbueffel-peenetal',
    title: {
      de: 'Nachwuchs bei den Wasserbüffeln im Peenetal',
      en: 'New calves in the Peene valley water buffalo herd',
    },
    content: {
      de: 'Die Büffelherde bei Anklam ist um drei Kälber gewachsen. Mütter und Jungtiere sind wohlauf und stehen gemeinsam mit der Herde auf der Weide. Wer sie live sehen möchte: Unsere Weidekamera ist regelmäßig im Livestream zu sehen.',
      en: 'The buffalo herd near Anklam has grown by three calves. Mothers and young are doing well and are out on the pasture with the rest of the herd. If you would like to see them live: our pasture camera regularly appears in the livestream.',
    },
    daysAgo: 24,
  },
  {
    slug: 'streuobstsaft-pretzfeld',
    title: {
      de: 'Der erste Streuobstsaft aus Pretzfeld ist da',
      en: 'The first orchard meadow juice from Pretzfeld is here',
    },
    content: {
      de: 'Aus den Äpfeln und Birnen unserer Streuobstwiese in der Fränkischen Schweiz hat die Kelterei rund 2.400 Liter naturtrüben Saft gepresst. Die alten Sorten sorgen für einen kräftigen, leicht säuerlichen Geschmack. Patinnen und Paten erhalten ihren Anteil als Sechserkiste.',
      en: 'The local fruit press has turned the apples and pears from our orchard meadow in Franconian Switzerland into around 2,400 litres of naturally cloudy juice. The old varieties give it a full, slightly tart flavour. Sponsors receive their share as a six-bottle crate.',
    },
    daysAgo: 30,
  },
];
