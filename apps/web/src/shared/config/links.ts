import type { Market } from '@portal/contracts';

// Every address outside the portal, on the reserved domain of the provider.

const SITE = 'https://www.aerishome.example';

/** Header links that leave the portal. */
export const EXTERNAL_NAV_LINKS = {
  resources: `${SITE}/pro/resources`,
  perks: `${SITE}/pro/perks`,
  academy: 'https://academy.aerishome.example',
  /** The academy's new home, used where the NEW_ACADEMY_LINK flag is on (spec 000 §6). */
  newAcademy: 'https://learn.aerishome.example/pro-academy',
  /** The left navigation's services and subscriptions store (spec 000 §2). */
  servicesSubscriptions: `${SITE}/pro/services-subscriptions`,
} as const;

/** The academy a partner is sent to: NEW_ACADEMY_LINK decides which (spec 000 §6, off by default). */
export function academyLink(newAcademyLink: boolean): string {
  return newAcademyLink ? EXTERNAL_NAV_LINKS.newAcademy : EXTERNAL_NAV_LINKS.academy;
}

/** Footer legal links, except terms and conditions (see TERMS_BASE_URLS). */
export const LEGAL_LINKS = {
  companySite: 'https://corporate.aerishome.example',
  brandSite: SITE,
  privacyPolicy: `${SITE}/privacy`,
  orderFaq: `${SITE}/pro/order-faq`,
} as const;

/** Terms and conditions differ by market; the locale is appended as the last path segment. */
export const TERMS_BASE_URLS: Record<Market, string> = {
  NA: `${SITE}/na/terms`,
  EMEA: `${SITE}/emea/terms`,
};
