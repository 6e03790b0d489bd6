import { AlertProfile, type ServiceApplication } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

/** The company's Pro Alerts profile: GET, POST and PUT share this path (spec 001 §7.9). */
export const alertProfilePath = (partnerAccountId: string) =>
  `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}/alertProfiles/default`;

export const alertProfileQueryKey = (partnerAccountId: string) =>
  ['alertProfile', partnerAccountId] as const;

/** How often the apply-to-existing run's progress is asked for while it runs. */
export const APPLICATION_POLL_MS = 2000;

/** Every APPLICATION_POLL_MS while the apply-to-existing run is queued or running; else never. */
export function applicationPollInterval(
  application: ServiceApplication | null | undefined,
): number | false {
  const running = application?.status === 'QUEUED' || application?.status === 'RUNNING';
  return running ? APPLICATION_POLL_MS : false;
}

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
