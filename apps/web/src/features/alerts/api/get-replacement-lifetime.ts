import { ReplacementLifetime } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { alertPath, deviceDataQueryKey } from './query-keys';

/** GET .../alerts/{alertId}/replacementLifetime: where a filter or humidifier pad stands. */
export function useReplacementLifetime(partnerAccountId: string, alertId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...deviceDataQueryKey(partnerAccountId), 'replacementLifetime', alertId],
      queryFn: ({ signal }) =>
        apiRequest(
          `${alertPath(partnerAccountId, alertId)}/replacementLifetime`,
          ReplacementLifetime,
          { signal },
        ),
    }),
  );
}
