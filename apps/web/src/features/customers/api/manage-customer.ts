import { Customer, type CustomerCreate, type CustomerUpdate } from '@portal/contracts';
import { apiRequest, ignoreBody } from '@/shared/lib/api-client';
import { useCustomersMutation } from './customers-mutation';
import { accountPath } from './query-keys';

const customerPath = (partnerAccountId: string, customerId: string) =>
  `${accountPath(partnerAccountId)}/customers/${encodeURIComponent(customerId)}`;

/** POST .../customers: a new customer, with their first home when one is given. */
export function useCreateCustomer(partnerAccountId: string) {
  return useCustomersMutation(partnerAccountId, (customer: CustomerCreate) =>
    apiRequest(`${accountPath(partnerAccountId)}/customers`, Customer, {
      method: 'POST',
      body: customer,
    }),
  );
}

/** PUT .../customers/{customerId}: the customer's own fields. */
export function useUpdateCustomer(partnerAccountId: string, customerId: string) {
  return useCustomersMutation(partnerAccountId, (update: CustomerUpdate) =>
    apiRequest(customerPath(partnerAccountId, customerId), ignoreBody, {
      method: 'PUT',
      body: update,
    }),
  );
}

/** DELETE .../customers/{customerId}: the customer, their homes and the devices' registrations. */
export function useDeleteCustomer(partnerAccountId: string, customerId: string) {
  return useCustomersMutation(partnerAccountId, () =>
    apiRequest(customerPath(partnerAccountId, customerId), ignoreBody, { method: 'DELETE' }),
  );
}
