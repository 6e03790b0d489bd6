import { useRefreshingMutation } from '@/shared/lib/refreshing-mutation';
import { HOME_APP_QUERY_KEY } from './query-keys';

/**
 * A change the homeowner makes; once settled, every query of the homeowner area refetches. Also
 * after a refusal: a 409 means someone answered first, and the screen should show that answer.
 */
export function useHomeAppMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  return useRefreshingMutation(call, [HOME_APP_QUERY_KEY], { afterFailure: true });
}
