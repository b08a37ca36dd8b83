import { DEFAULT_THEME_PRIMARY } from '@stallfront/shared';
import type { HighlightIcon } from '@stallfront/shared/product-extras';
import { SHOP_HERO_KEYS } from '@stallfront/shared/shop';
import type { PictureLook, PictureShape } from './demo-pictures.js';

/** A product of a demo shop: its name, its price in whole units of the store's currency, and its picture. */
export interface DemoItem {
  name: string;
  price: number;
  look: PictureLook;
  /** Key facts shown beside the price and on the card: an estate's rooms and area, a service's length. */
  facts?: { text: string; icon: HighlightIcon }[];
}

/** What a shopper writes, by the stars they give: [title, text] for 2, 3, 4 and 5 stars. */
type ReviewWords = [[string, string], [string, string], [string, string], [string, string]];

/** A demo shop's words and wares: its home page's hero, its catalogs of products and its reviews. */
export interface DemoCatalogue {
  /** The shop's theme colour: its header, buttons and hero. */
  primary: string;
  headline: string;
  tagline: string;
  catalogs: Record<string, DemoItem[]>;
  reviewers: string[];
  /** Null where the shop takes no reviews (an estates agency's listings). */
  reviews: ReviewWords | null;
}

const item = (name: string, price: number, shape: PictureShape, colour: string, accent?: string): DemoItem => ({
  name,
  price,
  look: { shape, colour, accent },
});
const withFacts = (facts: DemoItem['facts'], base: DemoItem): DemoItem => ({ ...base, facts });

const INDIAN_NAMES = ['Aarav', 'Meera', 'Kabir', 'Sara', 'Ishaan', 'Nila', 'Rohan', 'Divya'];

const URBAN_THREADS: DemoCatalogue = {
  primary: '#8a4b2d',
  headline: 'Cotton, linen and silk, cut for Indian summers',
  tagline: 'New shirts, kurtas and sarees every week. Free delivery over ₹999 and 30-day returns.',
  catalogs: {
    Men: [
      item('Oxford Shirt', 1499, 'shirt', '#8fb3d9', '#ffffff'),
      item('Linen Kurta', 1799, 'kurta', '#e9dcc3', '#b08d57'),
      item('Slim Chinos', 1899, 'trousers', '#c8a97e', '#8a6d45'),
      item('Denim Jacket', 2999, 'jacket', '#4a6fa5', '#2c4670'),
      item('Polo Tee', 899, 'tee', '#2f7d5b'),
      item('Cargo Shorts', 1199, 'shorts', '#7a7d52'),
      item('Wool Blazer', 5499, 'blazer', '#3b3f4a', '#1f222a'),
      item('Henley Tee', 799, 'tee', '#b5533c'),
    ],
    Women: [
      item('Cotton Saree', 2499, 'saree', '#d2386c', '#f2c14e'),
      item('Anarkali Dress', 3299, 'dress', '#7b3fa0', '#e5b93f'),
      item('Palazzo Pants', 1299, 'trousers', '#e07a5f'),
      item('Silk Blouse', 1999, 'shirt', '#f1d6c5', '#c98b6b'),
      item('Maxi Skirt', 1599, 'skirt', '#1b2a4a', '#b7472a'),
      item('Kurti Set', 1899, 'kurta', '#3d9a8b', '#f4e3b2'),
      item('Wrap Dress', 2299, 'dress', '#c0392b', '#7d241b'),
      item('Denim Jeans', 1999, 'jeans', '#3a5a8c', '#d9a441'),
    ],
    Accessories: [
      item('Leather Belt', 999, 'belt', '#6b4226', '#c9a227'),
      item('Silk Scarf', 1299, 'scarf', '#e8a33d', '#9c2f2f'),
      item('Canvas Tote', 699, 'tote', '#e9e1cf', '#3b5b45'),
      item('Aviator Sunglasses', 1499, 'sunglasses', '#2d3436', '#c9a227'),
      item('Woven Cap', 599, 'cap', '#d8c39a', '#7a5c33'),
      item('Cotton Socks', 299, 'socks', '#36454f', '#e1ad01'),
    ],
  },
  reviewers: INDIAN_NAMES,
  reviews: [
    ['Not as pictured', 'The colour is a little different from the photos.'],
    ['Good value', 'Does what it says. Delivery was quick.'],
    ['Love it', 'Great quality and fits well. Will buy again.'],
    ['Excellent', 'Exactly what I was looking for.'],
  ],
};

const WHOLESALE_HUB: DemoCatalogue = {
  primary: '#2f5d62',
  headline: 'Trade furniture for cafés, hotels and offices',
  tagline: 'Ask for a quote on any quantity: prices fall from 10 pieces, freight quoted to your door.',
  catalogs: {
    Seating: [
      item('Oak Dining Chair', 89, 'chair', '#c49a6c', '#6e4b2a'),
      item('Bentwood Café Chair', 64, 'chair', '#3b2f2a', '#3b2f2a'),
      item('Velvet Lounge Chair', 249, 'lounge', '#2f5d62', '#b08d57'),
      item('Three-Seater Sofa', 899, 'sofa', '#8c8c88', '#4a3b2c'),
    ],
    Tables: [
      item('Walnut Coffee Table', 219, 'table', '#6b4226', '#4a2c17'),
      item('Round Bistro Table', 139, 'bistro', '#f0ede6', '#2e2e2e'),
      item('Extendable Dining Table', 649, 'table', '#c49a6c', '#8a6d45'),
    ],
    'Lighting and Decor': [
      item('Brass Floor Lamp', 129, 'lamp', '#efe3c8', '#b08d57'),
      item('Linen Table Lamp', 59, 'lamp', '#d9d2c3', '#6b6b6b'),
      item('Jute Area Rug 5 × 8 ft', 179, 'rug', '#c9a66b', '#7a5c33'),
      item('Five-Tier Bookshelf', 159, 'shelf', '#3b3b3b', '#b5533c'),
    ],
  },
  reviewers: ['Jordan', 'Maria', 'Tyler', 'Aisha', 'Connor', 'Priya', 'Luis', 'Hannah'],
  reviews: [
    ['Finish varied', 'Two of the twenty chairs had a lighter stain than the sample.'],
    ['Solid for the price', 'Arrived flat-packed and well protected; assembly took minutes.'],
    ['Our café’s favourite', 'Guests comment on them; they stack and wipe clean easily.'],
    ['Reordering', 'Third order for our hotel rooms. Quotes come back within a day.'],
  ],
};

const ENQUIRE_ELECTRONICS: DemoCatalogue = {
  primary: '#3d3bb5',
  headline: 'Laptops, phones and audio, with advice before you buy',
  tagline: 'Ask us anything about a model: our team answers within a working day.',
  catalogs: {
    Audio: [
      item('Noise-Cancelling Headphones', 279, 'headphones', '#2d3436', '#636e72'),
      item('Wireless Earbuds', 129, 'earbuds', '#f5f6fa', '#2d3436'),
      item('Bluetooth Speaker', 89, 'speaker', '#0984e3', '#2d3436'),
    ],
    Phones: [
      item('Aurora 6.1-inch Phone', 599, 'phone', '#34495e', '#74b9ff'),
      item('Aurora Max 6.7-inch Phone', 799, 'phone', '#b2a48f', '#a29bfe'),
      item('Budget 6.5-inch Phone', 199, 'phone', '#2ecc71', '#55efc4'),
    ],
    Laptops: [
      item('14-inch Ultrabook 16 GB', 1099, 'laptop', '#b2bec3', '#6c5ce7'),
      item('15.6-inch Work Laptop', 749, 'laptop', '#2d3436', '#0984e3'),
      item('13-inch Chromebook', 329, 'laptop', '#dfe6e9', '#00b894'),
    ],
    'Tablets and Wearables': [
      item('11-inch Tablet 128 GB', 449, 'tablet', '#636e72', '#81ecec'),
      item('Fitness Smartwatch', 199, 'watch', '#e17055', '#2d3436'),
    ],
  },
  reviewers: ['Oliver', 'Amelia', 'Harry', 'Isla', 'Jack', 'Sophie', 'Noah', 'Grace'],
  reviews: [
    ['Battery could be better', 'Lasts a working day, not the two the box promises.'],
    ['Does the job', 'Sound is clear; the app is a bit clunky.'],
    ['Great advice', 'They answered my question the same afternoon and it was the right pick.'],
    ['Brilliant', 'Fast, quiet and the screen is lovely.'],
  ],
};

const BULK_PANTRY: DemoCatalogue = {
  primary: '#8c5a12',
  headline: 'Pantry staples by the case for kitchens across the Emirates',
  tagline: 'Rice, oils, dates and more at trade prices. Next-day delivery in Dubai and Sharjah.',
  catalogs: {
    'Rice and Pulses': [
      item('Basmati Rice 10 kg', 62, 'sack', '#f3ead7', '#2e7d32'),
      item('Sella Rice 5 kg', 34, 'sack', '#efe6d2', '#c62828'),
      item('Red Lentils 5 kg', 38, 'sack', '#e8d7c3', '#d35400'),
      item('Chickpeas 2 kg', 17, 'sack', '#efe2c4', '#8d6e63'),
    ],
    'Oils and Ghee': [
      item('Sunflower Oil 5 L', 36, 'bottle', '#f6d365', '#2e7d32'),
      item('Extra Virgin Olive Oil 1 L', 42, 'bottle', '#8a9a3b', '#f4e3b2'),
      item('Pure Ghee 1 kg', 48, 'jar', '#f7d774', '#1565c0'),
    ],
    Pantry: [
      item('Medjool Dates 1 kg', 55, 'dates', '#5d3a1a', '#d7b377'),
      item('Tomato Paste 12 × 400 g', 29, 'tin', '#c62828', '#f5f5f5'),
      item('Black Tea 500 g', 21, 'teabox', '#b71c1c', '#f9a825'),
      item('Wildflower Honey 1 kg', 45, 'jar', '#f2a900', '#6d4c41'),
    ],
  },
  reviewers: ['Omar', 'Fatima', 'Rahul', 'Layla', 'Yusuf', 'Noor', 'Arjun', 'Mariam'],
  reviews: [
    ['One bag split', 'A sack arrived torn; they replaced it the next day.'],
    ['Good trade price', 'Cheaper than our old supplier for the same brand.'],
    ['Reliable', 'Delivered before our lunch service, every week.'],
    ['Best dates in town', 'Soft and fresh; our guests ask where we buy them.'],
  ],
};

const BAZAAR_CENTRAL: DemoCatalogue = {
  primary: '#a23645',
  headline: 'Handmade in India, straight from the makers',
  tagline: 'Pottery, paintings and prints from independent artists and workshops.',
  catalogs: {
    Handicrafts: [
      item('Blue Pottery Vase', 1299, 'vase', '#1e5aa8', '#f4f4f4'),
      item('Madhubani Painting', 3499, 'painting', '#c0392b', '#3b2f2a'),
      item('Cane Storage Basket', 899, 'basket', '#c8a26b', '#8a6d45'),
      item('Block-Print Cushion Cover', 549, 'cushion', '#f0e6d2', '#2a6f97'),
      item('Brass Diya Set', 799, 'diya', '#c9a227', '#f39c12'),
      item('Soy Wax Candle', 449, 'candle', '#f7efe2', '#f39c12'),
    ],
    Photography: [
      item('Himalaya Sunrise Print', 1999, 'print', '#f39c6b', '#2c3e50'),
      item('Varanasi Ghats Print', 2499, 'print', '#e67e22', '#5d4037'),
      item('Framed Street Photo', 2999, 'painting', '#7f8c8d', '#2d3436'),
      item('Vintage Film Camera', 8999, 'camera', '#2d3436', '#b2bec3'),
    ],
  },
  reviewers: INDIAN_NAMES,
  reviews: [
    ['Smaller than I thought', 'Lovely work, but check the size before ordering.'],
    ['Nicely packed', 'Arrived safely wrapped with a note from the artist.'],
    ['Beautiful colours', 'Even better in person. It brightens the room.'],
    ['A real gift', 'Bought it for my mother; she loved it.'],
  ],
};

const minutes = (n: number) => [{ text: `${n} minutes`, icon: 'duration' as const }];

const GLOW_STUDIO: DemoCatalogue = {
  primary: '#b0406f',
  headline: 'Hair and skin care on Haji Lane, Kampong Glam',
  tagline: 'Book a stylist or a facial online in a minute. Open Monday to Saturday, 9 to 6.',
  catalogs: {
    Hair: [
      withFacts(minutes(45), item('Haircut and Style', 68, 'scissors', '#b2bec3', '#e84393')),
      withFacts(minutes(60), item('Hair Spa', 95, 'comb', '#6c5ce7', '#a29bfe')),
      withFacts(minutes(150), item('Keratin Treatment', 320, 'serum', '#fdcb6e', '#e17055')),
    ],
    Skin: [
      withFacts(minutes(60), item('Classic Facial', 118, 'face', '#fab1a0', '#6d4c41')),
      withFacts(minutes(75), item('Hydra Facial', 188, 'serum', '#81ecec', '#0984e3')),
      withFacts(minutes(120), item('Bridal Makeup', 450, 'lipstick', '#d63031', '#2d3436')),
    ],
  },
  reviewers: ['Wei Ling', 'Arjun', 'Siti', 'Daniel', 'Mei', 'Hafiz', 'Chloe', 'Ravi'],
  reviews: [
    ['Ran late', 'The treatment was good, but I waited twenty minutes past my slot.'],
    ['Nice and relaxing', 'Friendly staff and a calm room.'],
    ['Just what I asked for', 'She listened to what I wanted and explained each step.'],
    ['My skin glows', 'Best facial I’ve had in Singapore. Booked my next one already.'],
  ],
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const home = (beds: number, baths: number, area: string, rent: boolean): DemoItem['facts'] => [
  { text: beds === 0 ? 'Studio' : plural(beds, 'bedroom'), icon: 'bedroom' },
  { text: plural(baths, 'bathroom'), icon: 'bathroom' },
  { text: area, icon: 'area' },
  ...(rent ? [{ text: 'Rent per week', icon: 'calendar' as const }] : []),
];

const SKYLINE_ESTATES: DemoCatalogue = {
  primary: '#1f4e79',
  headline: 'Homes to buy and rent across Sydney',
  tagline: 'Inspections on Saturdays. Ask about any listing and an agent calls you back the same day.',
  catalogs: {
    'For Sale': [
      withFacts(home(3, 2, '210 m²', false), item('Harbour View Penthouse', 4_850_000, 'tower', '#7f8fa6', '#273c75')),
      withFacts(
        home(4, 2, '560 m² block', false),
        item('Family Home in Parramatta', 1_390_000, 'house', '#e8d8c3', '#8c3b2e'),
      ),
      withFacts(
        home(3, 2, '180 m²', false),
        item('Terrace House in Paddington', 2_150_000, 'terrace', '#c7a27c', '#4a3b2c'),
      ),
    ],
    'For Rent': [
      withFacts(home(0, 1, '32 m²', true), item('Studio near Central', 520, 'tower', '#a4b0be', '#57606f')),
      withFacts(home(2, 1, '78 m²', true), item('Two Bedroom Apartment in Bondi', 950, 'flat', '#f5e6ca', '#1e90ff')),
      withFacts(home(1, 1, '55 m²', true), item('Garden Flat in Newtown', 680, 'flat', '#d7ccc8', '#2e7d32')),
    ],
  },
  reviewers: [],
  reviews: null,
};

const FRESH_BASKET: DemoCatalogue = {
  primary: '#2b7a3d',
  headline: 'Farm-fresh fruit and vegetables, delivered by morning',
  tagline: 'Picked at dawn from farms near Chennai. Order by 10 pm, or pick up at Anna Nagar or T Nagar.',
  catalogs: {
    'Fresh Fruits': [
      item('Alphonso Mangoes (6 pc)', 599, 'mango', '#f9a602', '#2e7d32'),
      item('Robusta Bananas (12 pc)', 69, 'bananas', '#f7d038', '#5d4037'),
      item('Shimla Apples 1 kg', 199, 'fruit', '#c0392b', '#27ae60'),
      item('Pomegranates 1 kg', 229, 'fruit', '#a4161a', '#6a994e'),
      item('Papaya (1 pc)', 59, 'mango', '#f4a259', '#386641'),
    ],
    Vegetables: [
      item('Tomatoes 1 kg', 39, 'fruit', '#e63946', '#2d6a4f'),
      item('Red Onions 1 kg', 45, 'onion', '#8e3b5b', '#c9a66b'),
      item('Baby Potatoes 1 kg', 49, 'potatoes', '#d4a373', '#7f5539'),
      item('Green Chillies 250 g', 19, 'chilli', '#2d6a4f', '#40916c'),
      item('Coriander Bunch', 15, 'greens', '#52b788', '#bc6c25'),
      item('Carrots 500 g', 35, 'carrots', '#f3722c', '#40916c'),
    ],
    Exotics: [
      item('Hass Avocados (2 pc)', 249, 'avocado', '#3a5a40', '#d9ed92'),
      item('Blueberries 125 g', 299, 'berries', '#3a4a8c', '#f1faee'),
      item('Kiwis (3 pc)', 119, 'fruit', '#8a6d3b', '#6a994e'),
    ],
  },
  reviewers: INDIAN_NAMES,
  reviews: [
    ['Two were bruised', 'Most were fine, but two mangoes were soft.'],
    ['Fresh enough', 'Good for the price; delivery came at 8.'],
    ['Really fresh', 'Lasts the week in the fridge. Much better than the supermarket.'],
    ['Sweetest mangoes', 'Tastes like the ones from my grandmother’s village.'],
  ],
};

/** Each demo shop's catalogue, by its sub-domain (demo-stores.ts). */
export const DEMO_CATALOGUES: Record<string, DemoCatalogue> = {
  'urban-threads': URBAN_THREADS,
  'wholesale-hub': WHOLESALE_HUB,
  'enquire-electronics': ENQUIRE_ELECTRONICS,
  'bulk-pantry': BULK_PANTRY,
  'bazaar-central': BAZAAR_CENTRAL,
  'glow-studio': GLOW_STUDIO,
  'skyline-estates': SKYLINE_ESTATES,
  'fresh-basket': FRESH_BASKET,
};

/** A struck-through "was" price a shop would print: about 25% above, ending in 9 from a hundred up. */
export function wasPrice(units: number): number {
  const above = units * 1.25;
  return above < 100 ? Math.ceil(above) : Math.round(above / 10) * 10 - 1;
}

/** The hero words of a demo shop, as its additional_features keep them (shopHero reads them). */
export function demoShopHero(demo: { subDomain: string }): Record<string, string> {
  const catalogue = DEMO_CATALOGUES[demo.subDomain];
  return catalogue
    ? { [SHOP_HERO_KEYS.headline]: catalogue.headline, [SHOP_HERO_KEYS.tagline]: catalogue.tagline }
    : {};
}

/** A demo shop's theme colour, so no two demo shops wear the same blue. */
export const demoThemePrimary = (demo: { subDomain: string }): string =>
  DEMO_CATALOGUES[demo.subDomain]?.primary ?? DEFAULT_THEME_PRIMARY;
