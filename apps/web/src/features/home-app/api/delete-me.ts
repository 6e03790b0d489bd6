import { useMutation } from '@tanstack/react-query';
import { apiRequest, ignoreBody } from '@/shared/lib/api-client';
import { MY_PATH } from './query-keys';

/**
 * DELETE /api/v1/users/my: the homeowner's account goes; 409 USER_IS_DEVICE_ADMIN or
 * USER_IS_COMPANY_OWNER_OR_ADMIN while others depend on it. No cache to refresh: the caller
 * signs out at once.
 */
export function deleteMe(): Promise<null> {
  return apiRequest(MY_PATH, ignoreBody, { method: 'DELETE' });
}

export function useDeleteMe() {
  return useMutation({ mutationFn: deleteMe });
}
