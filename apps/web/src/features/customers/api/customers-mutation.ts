import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customersQueryKey } from './query-keys';

/** A change to the company's customers; once done, every customers query of the company refetches. */
export function useCustomersMutation<Input, Output>(
  partnerAccountId: string,
  call: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: customersQueryKey(partnerAccountId) }),
  });
}
