// The builders (associates) live under ['associates', id]; a change to them also refreshes the
// company's insights, whose builders' view names them.

export const associatesQueryKey = (partnerAccountId: string) =>
  ['associates', partnerAccountId] as const;

export const associatesPath = (partnerAccountId: string) =>
  `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}/associates`;
