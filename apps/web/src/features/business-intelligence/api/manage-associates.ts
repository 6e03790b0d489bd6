import { Associate, type AssociateCreate, type AssociateUpdate } from '@portal/contracts';
import { apiRequest, ignoreBody } from '@/shared/lib/api-client';
import { useRefreshingMutation } from '@/shared/lib/refreshing-mutation';
import { associatesPath, associatesQueryKey } from './query-keys';

const associatePath = (partnerAccountId: string, associateId: string) =>
  `${associatesPath(partnerAccountId)}/${encodeURIComponent(associateId)}`;

/** A change to the company's builders; once done, their list and the insights refetch. */
function useAssociatesMutation<Input, Output>(
  partnerAccountId: string,
  call: (input: Input) => Promise<Output>,
) {
  return useRefreshingMutation(call, [
    associatesQueryKey(partnerAccountId),
    ['insights', partnerAccountId],
  ]);
}

/** POST associates: a new builder. */
export function useCreateAssociate(partnerAccountId: string) {
  return useAssociatesMutation(partnerAccountId, (associate: AssociateCreate) =>
    apiRequest(associatesPath(partnerAccountId), Associate, { method: 'POST', body: associate }),
  );
}

/** PUT associates/{partnerAssociateId}: the builder's fields; null clears an optional one. */
export function useUpdateAssociate(partnerAccountId: string) {
  return useAssociatesMutation(
    partnerAccountId,
    ({ associateId, update }: { associateId: string; update: AssociateUpdate }) =>
      apiRequest(associatePath(partnerAccountId, associateId), ignoreBody, {
        method: 'PUT',
        body: update,
      }),
  );
}

/** DELETE associates/{partnerAssociateId}: the builder; its homes stay, unlinked. */
export function useDeleteAssociate(partnerAccountId: string) {
  return useAssociatesMutation(partnerAccountId, (associateId: string) =>
    apiRequest(associatePath(partnerAccountId, associateId), ignoreBody, { method: 'DELETE' }),
  );
}
