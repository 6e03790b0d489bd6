import type { Device } from '@portal/contracts';
import type { Membership } from '../../../access';
import type { AppContext } from '../../../context';
import { allDevices } from './service';

/** Rows fetched per round trip: big enough to be quick, small enough to keep memory flat. */
const BATCH = 500;

const COLUMNS: { title: string; value: (device: Device) => string }[] = [
  { title: 'MAC address', value: (d) => d.macAddress },
  { title: 'Serial number', value: (d) => d.serialNumber ?? '' },
  { title: 'SKU', value: (d) => d.sku },
  { title: 'Model', value: (d) => d.marketName },
  { title: 'Device type', value: (d) => d.deviceType },
  { title: 'State', value: (d) => d.state },
  { title: 'Online', value: (d) => (d.online ? 'yes' : 'no') },
  { title: 'Last seen', value: (d) => d.lastSeenAt ?? '' },
  { title: 'Claim status', value: (d) => d.claimStatus ?? '' },
  { title: 'Registered', value: (d) => d.registeredAt },
  {
    title: 'Services',
    value: (d) => d.services.map((s) => `${s.serviceType}:${s.consentStatus}`).join(' '),
  },
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
    for (const device of batch) {
      yield `${COLUMNS.map((c) => csvField(c.value(device))).join(',')}\r\n`;
    }
  }
}
