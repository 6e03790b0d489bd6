import type { partnerAccounts } from './schema';

// Rhein Haustechnik GmbH: the demo's company in Germany, so that a new user sees the EMEA market
// (spec 000 §6): no products, resources, perks, services store or customer accounts.

/** Where its owner lives and what language the owner reads: the market follows the country. */
export const RHEIN_OWNER_HOME = { countryCode: 'DE', locale: 'de' } as const;

/** The company as approved by the platform administrator (reviewedBy is theirs, set by the seed). */
export const RHEIN_HAUSTECHNIK: typeof partnerAccounts.$inferInsert = {
  name: 'Rhein Haustechnik GmbH',
  status: 'ACTIVE',
  countryCode: 'DE',
  address1: 'Rheinallee 12',
  city: 'Düsseldorf',
  zip: '40213',
  addressCountry: 'DE',
  phoneNumber: '+492115550147',
  proCategories: ['HVAC'],
  expertise: ['HVAC', 'PLUMBING'],
  websiteUrl: 'https://rhein-haustechnik.example',
  reviewNote: 'Handelsregister and trade licence checked.',
  reviewedAt: new Date('2026-04-02T09:00:00Z'),
};
