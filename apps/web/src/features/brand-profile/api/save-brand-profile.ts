import { BrandProfile, type BrandProfileChange, type BrandProfileInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { brandProfilePath, brandProfileQueryKey } from './get-brand-profile';

/** POST creates the profile; PUT changes only the fields it sends (the others keep their values). */
export type SaveBrandProfile =
  | { create: true; input: BrandProfileInput }
  | { create: false; change: BrandProfileChange };

/**
 * POST or PUT brandProfile. The saved profile answered replaces the cached one, so the pages
 * that read it (manage, view, the settings step) show it at once.
 */
export function useSaveBrandProfile(partnerAccountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveBrandProfile) =>
      apiRequest(brandProfilePath(partnerAccountId), BrandProfile, {
        method: save.create ? 'POST' : 'PUT',
        body: save.create ? save.input : save.change,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(brandProfileQueryKey(partnerAccountId), saved);
    },
  });
}
