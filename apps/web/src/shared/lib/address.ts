import type { Address } from '@portal/contracts';

/** An address on one line: street, second line, ZIP and city, state, country. */
export function formatAddress(address: Address): string {
  return [
    address.address1,
    address.address2,
    `${address.zip} ${address.city}`,
    address.state,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
}
