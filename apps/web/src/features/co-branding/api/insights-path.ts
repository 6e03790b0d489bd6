/** Where a company's insight lives (spec 001 §7.9: GET proAccounts/{id}/insights/{name}). */
export const insightPath = (partnerAccountId: string, name: string) =>
  `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}/insights/${name}`;

/** Under ['insights', id]: whatever changes a company's insights can refresh them all at once. */
export const insightQueryKey = (partnerAccountId: string, name: string) =>
  ['insights', partnerAccountId, name] as const;
