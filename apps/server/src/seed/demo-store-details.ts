import type { CompanyDetails } from '../db/schema/index.js';

/**
 * Each demo store's company details and tax id, as its invoices print them, until the settings
 * screen lets a merchant set theirs. Indian stores carry a GSTIN (made up, with a valid check
 * character; its first two digits are the state's GST code); others print their address alone,
 * since `gst_no` takes only a GSTIN for now (docs/decisions.md, "Invoices with their own numbers").
 */
const DETAILS: Record<string, { company: Omit<CompanyDetails, 'name'> & { name?: string }; gstNo?: string }> = {
  'urban-threads': {
    company: {
      name: 'Urban Threads Retail Private Limited',
      address: '42, 100 Feet Road, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560038',
      phone: '+91 80 4110 2266',
    },
    gstNo: '29AAKCU4821M1ZQ',
  },
  'bazaar-central': {
    company: {
      name: 'Bazaar Central Marketplace LLP',
      address: '18, MI Road',
      city: 'Jaipur',
      state: 'Rajasthan',
      postal_code: '302001',
    },
    gstNo: '08AAJCB7315Q1Z3',
  },
  'fresh-basket': {
    company: { address: '7, Cathedral Road', city: 'Chennai', state: 'Tamil Nadu', postal_code: '600086' },
    gstNo: '33AAGFF2604K1ZP',
  },
  'wholesale-hub': {
    company: { address: '1200 W Fulton Market', city: 'Chicago', state: 'IL', postal_code: '60607' },
  },
  'enquire-electronics': { company: { address: '21 Tottenham Court Road', city: 'London', postal_code: 'W1T 1BJ' } },
  'bulk-pantry': { company: { address: 'Warehouse 14, Al Quoz Industrial Area 3', city: 'Dubai' } },
  'glow-studio': { company: { address: '9 Haji Lane', city: 'Singapore', postal_code: '189202' } },
  'skyline-estates': {
    company: { address: 'Level 12, 88 Phillip Street', city: 'Sydney', state: 'NSW', postal_code: '2000' },
  },
};

/** The store row's company details and GSTIN for a demo store (its name alone when it has none here). */
export function demoStoreDetails(demo: { name: string; subDomain: string }) {
  const found = DETAILS[demo.subDomain];
  return {
    companyDetails: { ...found?.company, name: found?.company.name ?? demo.name } satisfies CompanyDetails,
    gstNo: found?.gstNo ?? null,
  };
}
