import type { Enrollment, ProgramProduct } from '@portal/contracts';
import type { CursorPages } from '@/shared/lib/paging';
import type { ConnectionQuery } from '@/shared/ui/PagedTable';
import type { SentRequest } from '@/test/fetch';

// Enrollments and products as the API answers them, and lists settled on them, for the admin
// screens' tests.

export const COMPANY = '6f1c2b3a-0000-4000-8000-0000000000c1';
export const PRO_ALERTS_MONTHLY = '6f1c2b3a-0000-4000-8000-0000000000d1';

export function enrollmentOf(fields: Partial<Enrollment> = {}): Enrollment {
  return {
    id: '6f1c2b3a-0000-4000-8000-0000000000e1',
    partnerAccountId: COMPANY,
    companyName: 'Northwind HVAC',
    programName: 'Pro Alerts',
    offering: 'AIRCYCLE',
    variation: 'BASIC',
    billingCycle: 'MONTHLY',
    sku: 'PA-BASIC-M',
    subscriptionStatus: 'ACTIVE',
    source: 'ADMIN',
    orderId: null,
    purchaseDate: '2025-03-07T14:05:00.000Z',
    endedAt: null,
    ...fields,
  };
}

export function productOf(fields: Partial<ProgramProduct> = {}): ProgramProduct {
  return {
    id: PRO_ALERTS_MONTHLY,
    programName: 'Pro Alerts',
    offering: 'AIRCYCLE',
    sku: 'PA-BASIC-M',
    name: 'Pro Alerts Basic, monthly',
    skuType: 'DIGITAL',
    productType: 'FEATURE',
    variation: 'BASIC',
    billingCycle: 'MONTHLY',
    priceCents: 1900,
    currency: 'USD',
    active: true,
    ...fields,
  };
}

/** A product of the other programme, to tell the programmes apart. */
export const brandingAnnual = productOf({
  id: '6f1c2b3a-0000-4000-8000-0000000000d2',
  programName: 'Homeowner App Branding',
  offering: 'APP_BRANDING',
  sku: 'HAB-ADV-A',
  name: 'Homeowner App Branding Advanced, annual',
  variation: 'ADVANCED',
  billingCycle: 'ANNUAL',
  priceCents: 49_900,
});

/** A list query as a table reads it, settled on these rows, all on one page. */
export function listed<Row>(nodes: Row[]): ConnectionQuery<Row> {
  return {
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    data: {
      nodes,
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: nodes.length,
    },
    refetch: () => {},
  };
}

export const onePage: CursorPages = {
  after: undefined,
  hasPrevious: false,
  next: () => {},
  previous: () => {},
  reset: () => {},
};

/** The requests sent to one path, with their address read. */
export function requestsTo(sent: readonly SentRequest[], pathname: string) {
  return sent
    .map((request) => ({ ...request, url: new URL(request.path, 'http://portal.test') }))
    .filter(({ url }) => url.pathname === pathname);
}
