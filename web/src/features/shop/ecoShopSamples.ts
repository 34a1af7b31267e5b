/**
 * SAMPLE DATA for the English eco shop demo (public-and-local-screens.md §2.11, §3 "Shop product (English)").
 * Local constants only: nothing is loaded or sent. The product texts are English by the spec in both
 * languages; the surrounding labels are translated through the shop catalogue.
 */

export const ECO_CATEGORIES = ['clothing', 'accessories', 'tech', 'stationery', 'gardening'] as const;
export type EcoCategory = (typeof ECO_CATEGORIES)[number];

export interface EcoProduct {
  id: number;
  name: string;
  category: EcoCategory;
  /** Euro as an exact decimal string. */
  price: string;
  /** The price before the discount; null when the product is not reduced. */
  originalPrice: string | null;
  rating: number;
  reviews: number;
  description: string;
  features: readonly string[];
  /** Percent off, 0 when not reduced. */
  discount: number;
  inStock: boolean;
  bestseller: boolean;
  newArrival: boolean;
  colors: readonly string[];
  sizes: readonly string[];
}

export const ECO_SHOP_SAMPLES: readonly EcoProduct[] = [
  {
    id: 1,
    name: 'Organic Cotton Hoodie',
    category: 'clothing',
    price: '59.99',
    originalPrice: '79.99',
    rating: 4.8,
    reviews: 342,
    description:
      'A warm hoodie made from 100% GOTS-certified organic cotton, dyed without harmful chemicals.',
    features: [
      'GOTS-certified organic cotton',
      'Fair Wear production',
      'Plastic-free packaging',
      'Unisex fit',
    ],
    discount: 25,
    inStock: true,
    bestseller: true,
    newArrival: false,
    colors: ['Forest Green', 'Oat', 'Charcoal', 'Rust'],
    sizes: ['S', 'M', 'L', 'XL'],
  },
  {
    id: 2,
    name: 'Recycled Ocean Plastic Backpack',
    category: 'accessories',
    price: '89.00',
    originalPrice: null,
    rating: 4.6,
    reviews: 128,
    description: 'A roomy everyday backpack woven from plastic recovered from coastlines.',
    features: [
      'Made from 32 recovered bottles',
      'Padded laptop sleeve',
      'Water-repellent',
      'Lifetime repair',
    ],
    discount: 0,
    inStock: true,
    bestseller: false,
    newArrival: true,
    colors: ['Navy', 'Sand', 'Black'],
    sizes: ['20 L', '28 L'],
  },
  {
    id: 3,
    name: 'Bamboo Wireless Charger',
    category: 'tech',
    price: '34.50',
    originalPrice: '39.90',
    rating: 4.3,
    reviews: 87,
    description: 'A 15 W Qi charging pad in a housing of sustainably grown bamboo.',
    features: ['15 W fast charging', 'FSC-certified bamboo', 'USB-C cable included', 'Repairable design'],
    discount: 14,
    inStock: false,
    bestseller: false,
    newArrival: false,
    colors: ['Natural bamboo', 'Dark bamboo'],
    sizes: [],
  },
  {
    id: 4,
    name: 'Seed Paper Notebook',
    category: 'stationery',
    price: '14.90',
    originalPrice: null,
    rating: 4.9,
    reviews: 511,
    description: 'A notebook of recycled paper whose cover can be planted and grows wildflowers.',
    features: [
      '100% recycled paper',
      'Plantable wildflower cover',
      'Vegan binding',
      'Printed with plant inks',
    ],
    discount: 0,
    inStock: true,
    bestseller: true,
    newArrival: false,
    colors: ['Kraft', 'Moss', 'Sky', 'Clay'],
    sizes: ['A6', 'A5', 'A4'],
  },
  {
    id: 5,
    name: 'Heirloom Tomato Grow Kit',
    category: 'gardening',
    price: '24.00',
    originalPrice: '30.00',
    rating: 4.7,
    reviews: 203,
    description: 'Everything needed to raise five old tomato varieties on a balcony.',
    features: ['Five open-pollinated varieties', 'Peat-free soil', 'Coconut fibre pots', 'Growing guide'],
    discount: 20,
    inStock: true,
    bestseller: false,
    newArrival: true,
    colors: [],
    sizes: ['Balcony', 'Garden'],
  },
  {
    id: 6,
    name: 'Merino Wool Beanie',
    category: 'clothing',
    price: '29.00',
    originalPrice: null,
    rating: 4.5,
    reviews: 64,
    description: 'A soft beanie of mulesing-free merino wool, knitted in Portugal.',
    features: ['Mulesing-free merino', 'Knitted in Europe', 'Naturally odour-resistant'],
    discount: 0,
    inStock: false,
    bestseller: false,
    newArrival: false,
    colors: ['Heather Grey', 'Mustard', 'Bottle Green', 'Navy'],
    sizes: ['One size'],
  },
  {
    id: 7,
    name: 'Solar Power Bank 10,000 mAh',
    category: 'tech',
    price: '49.00',
    originalPrice: '65.00',
    rating: 4.2,
    reviews: 156,
    description: 'A rugged power bank that tops itself up in the sun on hikes and at festivals.',
    features: ['Built-in solar panel', 'Two USB outputs', 'Recycled aluminium shell', 'Splash-proof'],
    discount: 25,
    inStock: true,
    bestseller: true,
    newArrival: true,
    colors: ['Graphite', 'Olive'],
    sizes: [],
  },
  {
    id: 8,
    name: 'Cork Yoga Mat Bag',
    category: 'accessories',
    price: '39.00',
    originalPrice: null,
    rating: 4.4,
    reviews: 45,
    description: 'A light carrying bag of Portuguese cork leather with a cotton strap.',
    features: ['Cork leather', 'Organic cotton strap', 'Fits mats up to 6 mm'],
    discount: 0,
    inStock: true,
    bestseller: false,
    newArrival: false,
    colors: ['Natural cork', 'Speckled cork'],
    sizes: ['Standard', 'Long'],
  },
  {
    id: 9,
    name: 'Stainless Steel Garden Trowel',
    category: 'gardening',
    price: '19.90',
    originalPrice: null,
    rating: 4.6,
    reviews: 98,
    description: 'A sturdy trowel of recycled steel with an ash-wood handle from regional forests.',
    features: ['Recycled stainless steel', 'Ash-wood handle', 'Depth markings', '10-year guarantee'],
    discount: 0,
    inStock: true,
    bestseller: false,
    newArrival: false,
    colors: [],
    sizes: [],
  },
];
