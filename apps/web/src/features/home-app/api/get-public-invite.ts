import { PublicDeviceInvite } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { HOME_APP_QUERY_KEY } from './query-keys';

/** GET /api/v1/public/deviceInvites/{token}: the mailed invite, no sign-in needed; 404 unknown. */
export function getPublicInvite(token: string, signal?: AbortSignal) {
  return apiRequest(
    `/api/v1/public/deviceInvites/${encodeURIComponent(token)}`,
    PublicDeviceInvite,
    signal ? { signal } : {},
  );
}

export function usePublicInvite(token: string) {
  return useQuery(
    queryOptions({
      queryKey: [...HOME_APP_QUERY_KEY, 'publicInvite', token],
      queryFn: ({ signal }) => getPublicInvite(token, signal),
    }),
  );
}
