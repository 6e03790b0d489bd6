import { NOT_CREATED_ID } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, type ResponseParser } from '@/shared/lib/api-client';

const created: ResponseParser<boolean> = {
  parse: (data) => z.object({ id: z.string() }).parse(data).id !== NOT_CREATED_ID,
};

/**
 * Whether the company has saved its Pro Alerts profile: then Pro Alerts is set up, whichever
 * browser it was done in. Under the profile form's key, so saving it there refreshes this.
 */
export function useProAlertsProfileCreated(partnerAccountId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['alertProfile', partnerAccountId, 'created'],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}/alertProfiles/default`,
        created,
        { signal },
      ),
    enabled,
  });
}
