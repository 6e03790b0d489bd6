import { ConsumerUser } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { HOME_APP_QUERY_KEY, MY_PATH } from './query-keys';

/** GET /api/v1/users/my: the signed-in homeowner and the households they belong to. */
export function getMe(signal?: AbortSignal): Promise<ConsumerUser> {
  return apiRequest(MY_PATH, ConsumerUser, signal ? { signal } : {});
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: [...HOME_APP_QUERY_KEY, 'me'],
    queryFn: ({ signal }) => getMe(signal),
  });
}

/** The homeowner, asked for only once signed in (the public invite page may have no one). */
export function useMe() {
  const { status } = useAuth();
  return useQuery({ ...meQueryOptions(), enabled: status === 'authenticated' });
}
