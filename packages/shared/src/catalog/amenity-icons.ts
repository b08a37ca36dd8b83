import { z } from 'zod';

/** The icons an amenity may show (a listing's or a salon's), by what they mean, with the name the picker gives each. */
export const AMENITY_ICONS = {
  wifi: 'Wi-Fi',
  parking: 'Parking',
  pool: 'Swimming pool',
  gym: 'Gym',
  air_conditioning: 'Air conditioning',
  lift: 'Lift',
  security: 'Security',
  garden: 'Garden',
  pets: 'Pets',
  laundry: 'Washing machine',
  furnished: 'Sofa',
  kitchen: 'Kitchen',
  bedroom: 'Bed',
  bathroom: 'Bath',
  balcony: 'Window',
  heating: 'Flame',
  tv: 'Television',
  accessible: 'Wheelchair',
  card: 'Card payment',
  refreshments: 'Coffee cup',
  music: 'Music',
} as const;
export type AmenityIcon = keyof typeof AMENITY_ICONS;
export const amenityIcon = z.enum(Object.keys(AMENITY_ICONS) as [AmenityIcon, ...AmenityIcon[]], 'Pick an icon');
