import { DeviceAlertInfo } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { alertPath, alertsQueryKey } from './query-keys';

/**
 * GET .../alerts/{alertId}/info?language: the alert, what the company set for it, its history and
 * the device's readings now.
 */
export function useAlertInfo(partnerAccountId: string, alertId: string, language: string) {
  return useQuery(
    queryOptions({
      queryKey: [...alertsQueryKey(partnerAccountId), 'info', alertId, language],
      queryFn: ({ signal }) =>
        apiRequest(
          `${alertPath(partnerAccountId, alertId)}/info?${new URLSearchParams({ language })}`,
          DeviceAlertInfo,
          { signal },
        ),
    }),
  );
}
