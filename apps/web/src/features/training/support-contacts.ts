import type { Market } from '@portal/contracts';

/** Who answers a partner: each market's support team, and the United Kingdom's own line in EMEA. */
export type SupportRegion = Market | 'GB';

export interface SupportContact {
  /** E.164, dialled as written. */
  phone: string;
  email: string;
  contactForm: string;
}

// Example values that reach no one: a 555-01xx number (North America), a number of the London
// range set aside for drama (GB), a Berlin example number, and the provider's reserved mail
// domain. Each region's opening hours, with their time zone, are text to translate
// (training.support.hours).
const EMEA_SUPPORT: SupportContact = {
  phone: '+493090182045',
  email: 'partnersupport.emea@aerishome.example',
  contactForm: 'https://www.aerishome.example/emea/pro/support/contact',
};

export const supportContacts: Readonly<Record<SupportRegion, SupportContact>> = {
  NA: {
    phone: '+18005550142',
    email: 'partnersupport@aerishome.example',
    contactForm: 'https://www.aerishome.example/na/pro/support/contact',
  },
  EMEA: EMEA_SUPPORT,
  GB: { ...EMEA_SUPPORT, phone: '+442079460321' },
};

/** The support a viewer calls: their market's, except that partners in the United Kingdom have their own line. */
export function supportRegionOf(
  market: Market,
  countryCode: string | null | undefined,
): SupportRegion {
  return countryCode?.trim().toUpperCase() === 'GB' ? 'GB' : market;
}
