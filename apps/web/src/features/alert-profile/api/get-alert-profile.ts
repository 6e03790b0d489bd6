import { AlertProfile } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { applicationPollInterval } from '@/shared/ui/service-settings/application-poll';

/** The company's Pro Alerts profile: GET, POST and PUT share this path (spec 001 §7.9). */
export const alertProfilePath = (partnerAccountId: string) =>
  `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}/alertProfiles/default`;

export const alertProfileQueryKey = (partnerAccountId: string) =>
  ['alertProfile', partnerAccountId] as const;

/**
 * GET alertProfiles/default: the profile, or its defaults with id NOT_CREATED_ID while the
 * company has none. Polled while the apply-to-existing run is under way, so its progress bar
 * moves; it stops once the run is done or failed.
 */
export function useAlertProfile(partnerAccountId: string) {
  return useQuery({
    queryKey: alertProfileQueryKey(partnerAccountId),
    queryFn: ({ signal }) =>
      apiRequest(alertProfilePath(partnerAccountId), AlertProfile, { signal }),
    refetchInterval: (query) => applicationPollInterval(query.state.data?.application),
  });
}
