// The company feature's query keys. Employees and invites live under ['employees', id] and join
// requests under ['addRequests', id]: the realtime client refreshes every query under those
// prefixes when the company's ProNotificationEvent arrives.

export const companyQueryKey = (partnerAccountId: string) => ['company', partnerAccountId] as const;
export const employeesQueryKey = (partnerAccountId: string) =>
  ['employees', partnerAccountId] as const;
export const joinRequestsQueryKey = (partnerAccountId: string) =>
  ['addRequests', partnerAccountId] as const;

/** The company's path segment, for every call under /api/v1/proAccounts/{id}. */
export const accountPath = (partnerAccountId: string) =>
  `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}`;
