// The homeowner area's query keys: everything lives under ['homeApp'], so one invalidation after
// any answer refreshes the homes, their devices, the invites and the homeowner alike.

export const HOME_APP_QUERY_KEY = ['homeApp'] as const;

/** A household's calls, under /api/v1/accounts/{consumerAccountId}. */
export const householdPath = (consumerAccountId: string) =>
  `/api/v1/accounts/${encodeURIComponent(consumerAccountId)}`;

/** A household's device lists, every home and page of it. */
export const householdDevicesKey = (consumerAccountId: string) =>
  [...HOME_APP_QUERY_KEY, 'devices', consumerAccountId] as const;

/** A household's open remote sessions, on all its devices. */
export const householdSessionsKey = (consumerAccountId: string) =>
  [...HOME_APP_QUERY_KEY, 'sessions', consumerAccountId] as const;

/** What the activity views of a household's devices read. */
export const householdActivityKey = (consumerAccountId: string) =>
  [...HOME_APP_QUERY_KEY, 'deviceActivity', consumerAccountId] as const;

/** What a device's activity view reads: its audit trail and its past sessions. */
export const deviceActivityKey = (consumerAccountId: string, deviceId: string) =>
  [...householdActivityKey(consumerAccountId), deviceId] as const;

/** A device's calls, under its household. */
export const devicePath = (consumerAccountId: string, deviceId: string) =>
  `${householdPath(consumerAccountId)}/devices/${encodeURIComponent(deviceId)}`;

/** The signed-in homeowner's own calls. */
export const MY_PATH = '/api/v1/users/my';
