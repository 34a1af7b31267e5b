/**
 * SAMPLE DATA: the German shop's sample catalogue (issue 7). The one source for the database seed
 * (server/src/db/seed/products.ts) and the local /shopdemo, so both show the same products. Prices are
 * decimal strings in euro; stock 0 marks a product as sold out.
 */
import type { SampleShopProduct } from './types';

export const SAMPLE_SHOP_PRODUCTS: readonly SampleShopProduct[] = [
  // --- Samen / seeds ---
  {
    slug: 'bio-tomatensamen-alte-sorten',
    category: 'seeds',
    nameDe: 'Bio-Tomatensamen „Alte Sorten“',
    nameEn: 'Organic tomato seeds “Heirloom varieties”',
    descriptionDe:
      'Samenfeste Tomatensorten wie Ochsenherz, Berner Rose und Schwarze Krim aus ökologischem Anbau – zum Selbstvermehren geeignet.',
    descriptionEn:
      'Open-pollinated tomato varieties such as Oxheart, Berner Rose and Black Krim from organic growing – ideal for saving your own seed.',
    price: '4.95',
    rating: 4.8,
    reviews: 214,
    stock: 120,
    sustainabilityScore: 92,
    co2De: 'Regional vermehrt, spart ca. 0,5 kg CO₂ gegenüber Gemüse aus dem Supermarkt',
    co2En: 'Regionally propagated, saves about 0.5 kg CO₂ compared with supermarket vegetables',
  },
  {
    slug: 'wildblumenmischung-bienenweide',
    category: 'seeds',
    nameDe: 'Wildblumenmischung Bienenweide',
    nameEn: 'Wildflower mix for bees',
    descriptionDe:
      'Heimische, mehrjährige Wildblumen für 10 m² Blühfläche – Nahrung für Wildbienen, Hummeln und Schmetterlinge von April bis Oktober.',
    descriptionEn:
      'Native perennial wildflowers for 10 m² of meadow – food for wild bees, bumblebees and butterflies from April to October.',
    price: '7.50',
    rating: 4.7,
    reviews: 389,
    stock: 85,
    sustainabilityScore: 96,
    co2De: null,
    co2En: null,
  },
  {
    slug: 'kraeutersamen-set-kueche',
    category: 'seeds',
    nameDe: 'Kräutersamen-Set Küchengarten',
    nameEn: 'Kitchen garden herb seed set',
    descriptionDe:
      'Sechs Bio-Kräuter für Balkon und Fensterbank: Basilikum, Petersilie, Schnittlauch, Dill, Koriander und Thymian.',
    descriptionEn:
      'Six organic herbs for balcony and windowsill: basil, parsley, chives, dill, coriander and thyme.',
    price: '12.90',
    rating: 4.5,
    reviews: 156,
    stock: 64,
    sustainabilityScore: 88,
    co2De: 'Frische Kräuter ohne Kühlkette und Plastikschale',
    co2En: 'Fresh herbs without a cold chain or plastic tray',
  },
  // --- Werkzeug / tools ---
  {
    slug: 'gartenschere-edelstahl-buche',
    category: 'tools',
    nameDe: 'Gartenschere aus Edelstahl und Buchenholz',
    nameEn: 'Stainless steel and beech pruning shears',
    descriptionDe:
      'Langlebige Bypass-Schere mit Griffen aus FSC-zertifiziertem Buchenholz; jedes Teil ist einzeln ersetzbar.',
    descriptionEn:
      'Durable bypass shears with handles of FSC-certified beech; every part can be replaced on its own.',
    price: '34.90',
    rating: 4.6,
    reviews: 98,
    stock: 25,
    sustainabilityScore: 81,
    co2De: 'Reparierbar statt wegwerfen: bis zu 20 Jahre Nutzungsdauer',
    co2En: 'Repairable instead of disposable: up to 20 years of use',
  },
  {
    slug: 'komposter-holz-600-liter',
    category: 'tools',
    nameDe: 'Holzkomposter 600 Liter',
    nameEn: 'Wooden composter, 600 litres',
    descriptionDe:
      'Stecksystem aus unbehandelter heimischer Lärche, ohne Schrauben aufzubauen – verwandelt Küchen- und Gartenabfälle in Humus.',
    descriptionEn:
      'Slot-together system of untreated local larch, assembled without screws – turns kitchen and garden waste into humus.',
    price: '89.00',
    rating: 4.4,
    reviews: 61,
    stock: 8,
    sustainabilityScore: 90,
    co2De: 'Kompostieren spart bis zu 150 kg CO₂ pro Haushalt und Jahr',
    co2En: 'Composting saves up to 150 kg of CO₂ per household and year',
  },
  {
    slug: 'regentonne-recycling-300-liter',
    category: 'tools',
    nameDe: 'Regentonne aus Recyclingkunststoff 300 Liter',
    nameEn: 'Recycled plastic rain barrel, 300 litres',
    descriptionDe:
      'Aus 100 % recyceltem Kunststoff, mit Deckel, Auslaufhahn und Fallrohranschluss – Regenwasser für trockene Sommer.',
    descriptionEn:
      'Made of 100 % recycled plastic, with lid, tap and downpipe connector – rainwater for dry summers.',
    price: '59.95',
    rating: 4.3,
    reviews: 47,
    stock: 0,
    sustainabilityScore: 84,
    co2De: 'Spart bis zu 5.000 Liter Leitungswasser pro Jahr',
    co2En: 'Saves up to 5,000 litres of tap water per year',
  },
  // --- Bücher / books ---
  {
    slug: 'buch-permakultur-im-hausgarten',
    category: 'books',
    nameDe: 'Buch: Permakultur im Hausgarten',
    nameEn: 'Book: Permaculture in the home garden',
    descriptionDe:
      'Praxisbuch für naturnahes Gärtnern auf kleiner Fläche: Mischkultur, Mulchen, Wasser sparen und Kreisläufe schließen. Gedruckt auf Recyclingpapier.',
    descriptionEn:
      'A practical guide to natural gardening in small spaces: companion planting, mulching, saving water and closing cycles. Printed on recycled paper.',
    price: '24.00',
    rating: 4.9,
    reviews: 302,
    stock: 40,
    sustainabilityScore: 78,
    co2De: null,
    co2En: null,
  },
  {
    slug: 'buch-gruen-investieren',
    category: 'books',
    nameDe: 'Buch: Grün investieren',
    nameEn: 'Book: Investing green',
    descriptionDe:
      'Verständliche Einführung in nachhaltige Geldanlagen – von Bürgerenergie über Waldaktien bis zu ESG-Kriterien und Greenwashing-Fallen.',
    descriptionEn:
      'An accessible introduction to sustainable investing – from community energy and forest shares to ESG criteria and greenwashing traps.',
    price: '19.99',
    rating: 4.4,
    reviews: 128,
    stock: 55,
    sustainabilityScore: 72,
    co2De: 'Klimaneutral gedruckt bei einer Druckerei mit Ökostrom',
    co2En: 'Printed climate-neutrally by a printer running on green electricity',
  },
  {
    slug: 'buch-wald-der-zukunft',
    category: 'books',
    nameDe: 'Buch: Der Wald der Zukunft',
    nameEn: 'Book: The forest of the future',
    descriptionDe:
      'Bildband über den Umbau deutscher Wälder zu klimastabilen Mischwäldern, mit Reportagen aus Schwarzwald, Harz und Uckermark.',
    descriptionEn:
      'Illustrated book on turning German forests into climate-resilient mixed woodland, with reports from the Black Forest, the Harz and the Uckermark.',
    price: '32.00',
    rating: 4.7,
    reviews: 74,
    stock: 18,
    sustainabilityScore: 75,
    co2De: null,
    co2En: null,
  },
  // --- Merchandise ---
  {
    slug: 'bio-baumwoll-tasche-wurzelwerk',
    category: 'merchandise',
    nameDe: 'Einkaufstasche aus Bio-Baumwolle',
    nameEn: 'Organic cotton shopping bag',
    descriptionDe:
      'Robuste Tasche aus GOTS-zertifizierter Bio-Baumwolle, fair genäht in Portugal – ersetzt Hunderte Plastiktüten.',
    descriptionEn:
      'Sturdy bag of GOTS-certified organic cotton, fairly sewn in Portugal – replaces hundreds of plastic bags.',
    price: '14.90',
    rating: 4.6,
    reviews: 241,
    stock: 150,
    sustainabilityScore: 86,
    co2De: 'Ersetzt bis zu 500 Einwegtüten',
    co2En: 'Replaces up to 500 single-use bags',
  },
  {
    slug: 'trinkflasche-edelstahl-750',
    category: 'merchandise',
    nameDe: 'Edelstahl-Trinkflasche 750 ml',
    nameEn: 'Stainless steel water bottle, 750 ml',
    descriptionDe:
      'Doppelwandig isoliert, hält 12 Stunden heiß und 24 Stunden kalt; plastikfreier Deckel aus Bambus.',
    descriptionEn:
      'Double-walled and insulated, keeps drinks hot for 12 hours and cold for 24; plastic-free bamboo lid.',
    price: '27.50',
    rating: 4.8,
    reviews: 176,
    stock: 0,
    sustainabilityScore: 83,
    co2De: 'Spart rund 150 Einwegflaschen pro Jahr',
    co2En: 'Saves around 150 single-use bottles a year',
  },
  {
    slug: 'kapuzenpullover-hanf',
    category: 'merchandise',
    nameDe: 'Kapuzenpullover aus Hanf und Bio-Baumwolle',
    nameEn: 'Hemp and organic cotton hoodie',
    descriptionDe:
      'Weicher Hoodie aus 55 % Hanf und 45 % Bio-Baumwolle; Hanf wächst ohne Pestizide und mit wenig Wasser.',
    descriptionEn:
      'Soft hoodie of 55 % hemp and 45 % organic cotton; hemp grows without pesticides and with little water.',
    price: '69.00',
    rating: 4.5,
    reviews: 52,
    stock: 30,
    sustainabilityScore: 87,
    co2De: 'Rund 30 % weniger CO₂ als ein Pullover aus konventioneller Baumwolle',
    co2En: 'About 30 % less CO₂ than a conventional cotton sweater',
  },
  // --- Digital ---
  {
    slug: 'online-kurs-nachhaltig-gaertnern',
    category: 'digital',
    nameDe: 'Online-Kurs: Nachhaltig gärtnern',
    nameEn: 'Online course: Sustainable gardening',
    descriptionDe:
      'Acht Videolektionen mit Arbeitsblättern – vom Bodenaufbau über Fruchtfolge bis zur Saatgutgewinnung. Unbegrenzter Zugang.',
    descriptionEn:
      'Eight video lessons with worksheets – from building soil and crop rotation to saving seed. Unlimited access.',
    price: '49.00',
    rating: 4.7,
    reviews: 89,
    stock: 999,
    sustainabilityScore: 70,
    co2De: null,
    co2En: null,
  },
  {
    slug: 'e-book-co2-fussabdruck-halbieren',
    category: 'digital',
    nameDe: 'E-Book: Den CO₂-Fußabdruck halbieren',
    nameEn: 'E-book: Halve your carbon footprint',
    descriptionDe:
      'Konkrete Schritte für Wohnen, Mobilität, Ernährung und Geldanlage, mit Rechenbeispielen und Checklisten zum Ausdrucken.',
    descriptionEn:
      'Concrete steps for housing, mobility, food and investing, with worked examples and printable checklists.',
    price: '9.99',
    rating: 4.2,
    reviews: 133,
    stock: 999,
    sustainabilityScore: 68,
    co2De: 'Digital geliefert: kein Papier, kein Versand',
    co2En: 'Delivered digitally: no paper, no shipping',
  },
  {
    slug: 'gutschein-baumpflanzung',
    category: 'digital',
    nameDe: 'Geschenkgutschein Baumpflanzung',
    nameEn: 'Tree planting gift voucher',
    descriptionDe:
      'Verschenken Sie einen Baum: Wir pflanzen ihn in einem unserer Aufforstungsprojekte und senden eine Urkunde als PDF.',
    descriptionEn:
      'Give a tree: we plant it in one of our reforestation projects and send a certificate as a PDF.',
    price: '15.00',
    rating: 4.9,
    reviews: 412,
    stock: 500,
    sustainabilityScore: 97,
    co2De: 'Ein Baum bindet über seine Lebenszeit rund 1 Tonne CO₂',
    co2En: 'Over its lifetime one tree stores about 1 tonne of CO₂',
  },
];
