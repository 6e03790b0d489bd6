import type { RolePermissions } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { VIEWER_STALE_TIME_MS } from '@/shared/config/constants';
import { apiRequest, parserOnDemand } from '@/shared/lib/api-client';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { ROLE_PERMISSIONS_QUERY_KEY } from './query-keys';

const rolePermissionsParser = parserOnDemand(
  async () => (await import('./schemas')).RolePermissions,
);

/** GET /api/v1/roles/rolePermissions: the viewer's roles, permissions and platform-admin flag. */
export function getRolePermissions(signal?: AbortSignal): Promise<RolePermissions> {
  return apiRequest(
    '/api/v1/roles/rolePermissions',
    rolePermissionsParser,
    signal ? { signal } : {},
  );
}

// As fresh as the viewer they come with: each guard, menu and page that reads them mounts its own
// query, and without a freshness time every mount asked the server again.
export function rolePermissionsQueryOptions() {
  return queryOptions({
    queryKey: ROLE_PERMISSIONS_QUERY_KEY,
    queryFn: ({ signal }) => getRolePermissions(signal),
    staleTime: VIEWER_STALE_TIME_MS,
  });
}

export function useRolePermissions() {
  const { status } = useAuth();
  return useQuery({ ...rolePermissionsQueryOptions(), enabled: status === 'authenticated' });
}
