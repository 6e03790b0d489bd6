import { BrandProfile } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { applicationPollInterval } from '@/shared/ui/service-settings/application-poll';

/** The company's brand profile: GET, POST and PUT share this path (spec 001 §7.9). */
export const brandProfilePath = (partnerAccountId: string) =>
  `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}/brandProfile`;

export const brandProfileQueryKey = (partnerAccountId: string) =>
  ['brandProfile', partnerAccountId] as const;

export function getBrandProfile(partnerAccountId: string, signal?: AbortSignal) {
  return apiRequest(brandProfilePath(partnerAccountId), BrandProfile, signal ? { signal } : {});
}

/**
 * GET brandProfile: the profile, or id NOT_CREATED_ID with empty fields before it is created.
 * Asked again while its apply-to-existing run is queued or running, so the run's progress moves.
 */
export function useBrandProfile(partnerAccountId: string) {
  return useQuery({
    queryKey: brandProfileQueryKey(partnerAccountId),
    queryFn: ({ signal }) => getBrandProfile(partnerAccountId, signal),
    refetchInterval: (query) => applicationPollInterval(query.state.data?.application),
  });
}
