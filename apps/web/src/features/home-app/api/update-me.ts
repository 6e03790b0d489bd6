import { ConsumerUser, type ConsumerUserUpdate } from '@portal/contracts';
import { apiRequest } from '@/shared/lib/api-client';
import { useHomeAppMutation } from './home-app-mutation';
import { MY_PATH } from './query-keys';

/** PUT /api/v1/users/my: the homeowner's own name and language; answers the homeowner. */
export function updateMe(update: ConsumerUserUpdate): Promise<ConsumerUser> {
  return apiRequest(MY_PATH, ConsumerUser, { method: 'PUT', body: update });
}

export function useUpdateMe() {
  return useHomeAppMutation(updateMe);
}
