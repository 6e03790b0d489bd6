import { BrandingTile } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

/**
 * GET proAccounts/{id}/brandingTile: the company's brand profile (null before it is created) and
 * its program enrollments, for the home page's branding tile (spec 000 §3).
 */
export function useBrandingTile(partnerAccountId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['brandingTile', partnerAccountId],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}/brandingTile`,
        BrandingTile,
        { signal },
      ),
    enabled,
  });
}
