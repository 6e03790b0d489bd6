import { useQuery } from '@tanstack/react-query';
import { applicationPollInterval } from '@/shared/ui/service-settings/application-poll';
import { brandProfileQueryKey, getBrandProfile } from './get-brand-profile';

/**
 * GET brandProfile again and again while its apply-to-existing run is queued or running, so the
 * run's progress moves; it stops once the run is done or failed. Under the profile's own key:
 * every page that reads the profile sees the progress.
 */
export function useBrandProfileRun(partnerAccountId: string) {
  return useQuery({
    queryKey: brandProfileQueryKey(partnerAccountId),
    queryFn: ({ signal }) => getBrandProfile(partnerAccountId, signal),
    refetchInterval: (query) => applicationPollInterval(query.state.data?.application),
  });
}
