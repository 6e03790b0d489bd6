import { AddRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { MY_ADD_REQUESTS_QUERY_KEY } from '@/shared/lib/viewer/query-keys';

/** POST /api/v1/proUsers/my/addRequests: the viewer asks a registered company to let them in. */
export function askToJoin(partnerAccountId: string): Promise<AddRequest> {
  return apiRequest('/api/v1/proUsers/my/addRequests', AddRequest, {
    method: 'POST',
    body: { partnerAccountId },
  });
}

export function useAskToJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askToJoin,
    // The new request is the viewer's invite status: the guard must see REQUESTED before the
    // status page opens, or the redirect order would send the user back to apply.
    onSuccess: () => queryClient.refetchQueries({ queryKey: MY_ADD_REQUESTS_QUERY_KEY }),
  });
}
