import type { Membership } from '../../../access';
import type { AppContext } from '../../../context';
import { allDevices, type ListedDevice } from './service';

/** Rows fetched per round trip: big enough to be quick, small enough to keep memory flat. */
const BATCH = 500;

/** A home's address on one line, as an address label reads. */
function addressLine(home: NonNullable<ListedDevice['row']['home']>): string {
  return [home.address1, home.address2, home.city, `${home.state} ${home.zip}`, home.country]
    .filter(Boolean)
    .join(', ');
}

const COLUMNS: { title: string; value: (listed: ListedDevice) => string }[] = [
  { title: 'MAC address', value: ({ device }) => device.macAddress },
  { title: 'Serial number', value: ({ device }) => device.serialNumber ?? '' },
  { title: 'SKU', value: ({ device }) => device.sku },
  { title: 'Model', value: ({ device }) => device.marketName },
  { title: 'Device type', value: ({ device }) => device.deviceType },
  { title: 'State', value: ({ device }) => device.state },
  { title: 'Online', value: ({ device }) => (device.online ? 'yes' : 'no') },
  { title: 'Last seen', value: ({ device }) => device.lastSeenAt ?? '' },
  { title: 'Claim status', value: ({ device }) => device.claimStatus ?? '' },
  { title: 'Registered', value: ({ device }) => device.registeredAt },
  {
    title: 'Services',
    value: ({ device }) =>
      device.services.map((s) => `${s.serviceType}:${s.consentStatus}`).join(' '),
  },
  {
    title: 'Customer',
    value: ({ row }) => (row.customer ? `${row.customer.firstName} ${row.customer.lastName}` : ''),
  },
  { title: 'Home', value: ({ row }) => row.home?.locationName ?? '' },
  { title: 'Address', value: ({ row }) => (row.home ? addressLine(row.home) : '') },
];

/**
 * One CSV field (RFC 4180). Text a person typed (serial numbers) that starts like a formula
 * gets a leading apostrophe, so a spreadsheet shows it instead of running it.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * GET devices/claimed/export: every claimed device of the company as CSV lines, a header
 * first, read in keyset batches so a large fleet streams without being held in memory.
 */
export async function* claimedDevicesCsv(
  ctx: AppContext,
  caller: Membership,
): AsyncGenerator<string> {
  yield `${COLUMNS.map((c) => c.title).join(',')}\r\n`;
  for await (const batch of allDevices(ctx, caller, 'claimed', BATCH)) {
    for (const listed of batch) {
      yield `${COLUMNS.map((c) => csvField(c.value(listed))).join(',')}\r\n`;
    }
  }
}
