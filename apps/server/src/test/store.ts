import { randomInt } from 'node:crypto';
import type { StoreOrder } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { PARTNER_ACCOUNT_ATTRIBUTE } from '../modules/store/service';
import { STORE_SIGNATURE_HEADER, signStoreOrder } from '../modules/store/signature';

// Orders of the online store as its webhook sends them: JSON, signed with the shared secret.

export const STORE_ORDERS_URL = '/api/v1/store/orders';

let orders = 0;
/** An order of the store with a fresh id; `values` replace or add fields. */
export function storeOrder(values: Partial<StoreOrder> = {}): StoreOrder {
  orders += 1;
  return {
    // Shopify's order ids: large numbers, unique across the store.
    id: 6_000_000_000 + randomInt(1_000_000) * 1000 + orders,
    created_at: '2026-04-01T09:30:00-07:00',
    line_items: [{ sku: 'PA-BASIC-M', quantity: 1 }],
    ...values,
  };
}

/** An order for the company, named by the note attribute the portal puts on the cart. */
export const orderFor = (company: { id: string }, values: Partial<StoreOrder> = {}) =>
  storeOrder({
    note_attributes: [{ name: PARTNER_ACCOUNT_ATTRIBUTE, value: company.id }],
    ...values,
  });

/**
 * POSTs the order (an object, or the raw body) as the store does, signed with `secret`; a
 * `signature` replaces the right one, null sends none.
 */
export function sendStoreOrder(
  app: FastifyInstance,
  secret: string,
  order: StoreOrder | string,
  options: { signature?: string | null } = {},
) {
  const body = typeof order === 'string' ? order : JSON.stringify(order);
  const signature =
    options.signature === undefined ? signStoreOrder(body, secret) : options.signature;
  return app.inject({
    method: 'POST',
    url: STORE_ORDERS_URL,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { [STORE_SIGNATURE_HEADER]: signature }),
    },
    payload: body,
  });
}
