import { useRefreshingMutation } from '@/shared/lib/refreshing-mutation';
import { customersQueryKey } from './query-keys';

/** A change to the company's customers; once done, every customers query of the company refetches. */
export function useCustomersMutation<Input, Output>(
  partnerAccountId: string,
  call: (input: Input) => Promise<Output>,
) {
  return useRefreshingMutation(call, [customersQueryKey(partnerAccountId)]);
}
