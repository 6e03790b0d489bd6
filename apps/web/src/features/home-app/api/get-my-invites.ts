import { MyInviteConnection } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { type PageRequest, pageQuery } from '@/shared/lib/paging';
import { HOME_APP_QUERY_KEY, MY_PATH } from './query-keys';

/** GET /api/v1/users/my/invites: one page of the open invites addressed to the homeowner. */
export function getMyInvites(page: PageRequest, signal?: AbortSignal) {
  return apiRequest(
    `${MY_PATH}/invites?${pageQuery(page)}`,
    MyInviteConnection,
    signal ? { signal } : {},
  );
}

export function useMyInvites(page: PageRequest) {
  return useQuery(
    queryOptions({
      queryKey: [...HOME_APP_QUERY_KEY, 'invites', page],
      queryFn: ({ signal }) => getMyInvites(page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
