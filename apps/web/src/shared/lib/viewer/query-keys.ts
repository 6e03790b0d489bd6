/** Query keys of the viewer's calls, shared by the fetchers and whoever refreshes them. */
export const VIEWER_QUERY_KEY = ['viewer'] as const;
export const ROLE_PERMISSIONS_QUERY_KEY = ['viewer', 'rolePermissions'] as const;
/**
 * The viewer's own add requests. Under ['addRequests'] on purpose: the realtime client
 * refreshes every query whose key starts with it when a ProNotificationEvent arrives.
 */
export const MY_ADD_REQUESTS_QUERY_KEY = ['addRequests', 'my'] as const;
