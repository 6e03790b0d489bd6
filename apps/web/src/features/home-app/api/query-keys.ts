// The homeowner area's query keys: everything lives under ['homeApp'], so one invalidation after
// any answer refreshes the homes, their devices, the invites and the homeowner alike.

export const HOME_APP_QUERY_KEY = ['homeApp'] as const;

/** A household's calls, under /api/v1/accounts/{consumerAccountId}. */
export const householdPath = (consumerAccountId: string) =>
  `/api/v1/accounts/${encodeURIComponent(consumerAccountId)}`;

/** The signed-in homeowner's own calls. */
export const MY_PATH = '/api/v1/users/my';
