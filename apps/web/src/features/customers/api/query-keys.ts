// The customers feature's query keys: everything lives under ['customers', partnerAccountId], so
// one invalidation after any change refreshes the list and the open customer alike.

export const customersQueryKey = (partnerAccountId: string) =>
  ['customers', partnerAccountId] as const;

/** The company's path segment, for every call under /api/v{n}/proAccounts/{id}. */
export const accountPath = (partnerAccountId: string, version: 1 | 2 = 1) =>
  `/api/v${version}/proAccounts/${encodeURIComponent(partnerAccountId)}`;

/** A home's calls: devices, services (they live under /locations, not under the customer). */
export const locationPath = (partnerAccountId: string, locationId: string) =>
  `${accountPath(partnerAccountId)}/locations/${encodeURIComponent(locationId)}`;
