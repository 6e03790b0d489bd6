import { AlertProfile, type AlertProfileInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { alertProfilePath, alertProfileQueryKey } from './get-alert-profile';

export interface SaveAlertProfile {
  input: AlertProfileInput;
  /** The company has no profile yet (its id is NOT_CREATED_ID): POST creates it, else PUT. */
  create: boolean;
}

/**
 * POST or PUT alertProfiles/default. The answer is the saved profile, which replaces the cached
 * one, so the form's baseline and the apply-to-existing run (started by a create) show at once.
 */
export function useSaveAlertProfile(partnerAccountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, create }: SaveAlertProfile) =>
      apiRequest(alertProfilePath(partnerAccountId), AlertProfile, {
        method: create ? 'POST' : 'PUT',
        body: input,
      }),
    onSuccess: (saved) => {
      // Whatever else reads the profile under this key (the home page's next steps) is stale.
      void queryClient.invalidateQueries({
        queryKey: alertProfileQueryKey(partnerAccountId),
        refetchType: 'none',
      });
      queryClient.setQueryData(alertProfileQueryKey(partnerAccountId), saved);
    },
  });
}
