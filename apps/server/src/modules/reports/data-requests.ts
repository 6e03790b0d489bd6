import { randomBytes } from 'node:crypto';
import type { DataRequestCreated } from '@portal/contracts';
import { and } from 'drizzle-orm';
import type { TokenUser } from '../../access-token';
import type { AppContext } from '../../context';
import type { FileStore } from '../../files/file-store';
import { findUserById } from '../../identity/users-repository';
import { dataRequestMail } from '../../mail/data-request-messages';
import { keysetBatches } from '../../paging';
import { homeDevices, isDevice } from '../../repositories/home-devices';
import { ofUser } from '../../repositories/users-devices';
import { READINGS_ORDER, type ReadingRow, readingsPage } from './repository';
import { ownDevice } from './service';

// A homeowner asks for a device's readings as a file (spec 001 §7.13 dataRequests): a
// background job writes them as CSV into the file store and mails the homeowner a link that
// works for DATA_LINK_DAYS days, when a second job deletes the file. The link is the file's
// name: 192 random bits no one can guess, so it opens from the mail without signing in, as a
// shared-file link does.

export const DATA_REQUEST_JOB = 'report-data-request';
export const DATA_FILE_DELETE_JOB = 'report-data-file-delete';
export const DATA_LINK_DAYS = 7;
export const DATA_FILES_PATH = '/api/v1/reports/dataRequests/files';

declare module '../../plugins/jobs' {
  interface JobData {
    'report-data-request': { userId: string; deviceId: string };
    'report-data-file-delete': { fileId: string };
  }
}

const DAY = 86_400_000;
/** data-request-{expiry in Unix seconds}-{48 hex digits}.csv */
const DATA_FILE = /^data-request-(\d{1,12})-[0-9a-f]{48}\.csv$/;

/**
 * POST reports/dataRequests/devices/{id}: queues the export of one of the caller's devices
 * (household admins and members; a guest gets 403). Answers the request, Pending; its id is the
 * job's.
 */
export async function requestDeviceData(
  ctx: AppContext,
  token: TokenUser | null,
  deviceId: string,
): Promise<DataRequestCreated> {
  const { user, device } = await ownDevice(ctx, token, deviceId, 'MEMBER');
  const createdAt = new Date();
  const id = await ctx.jobs.send(DATA_REQUEST_JOB, { userId: user.id, deviceId: device.id });
  if (!id) throw new Error('the data request was not queued');
  return { id, status: 'Pending', createdAt: createdAt.toISOString() };
}

const COLUMNS = [
  'time',
  'temperature',
  'humidity',
  'vocs',
  'co2',
  'heatSetpoint',
  'coolSetpoint',
  'mode',
  'equipment',
  'fan',
  'heatSeconds',
  'coolSeconds',
  'fanSeconds',
  'leak',
  'smoke',
  'co',
  'battery',
  'rssi',
] as const;

/** One reading as a CSV line, empty where the device sent nothing. */
function csvLine({ recordedAt, cursorKeys, ...row }: ReadingRow): string {
  const cells = COLUMNS.map((column) => {
    if (column === 'time') return recordedAt.toISOString();
    const value = row[column];
    return value === null ? '' : String(value);
  });
  return `${cells.join(',')}\n`;
}

/** The device's readings, oldest first, as CSV, a thousand rows a query. */
async function* readingsCsv(ctx: AppContext, deviceId: string): AsyncGenerator<Buffer> {
  yield Buffer.from(`${COLUMNS.join(',')}\n`);
  const batches = keysetBatches(
    READINGS_ORDER,
    (page) => readingsPage(ctx.db, deviceId, page),
    1000,
  );
  for await (const batch of batches) yield Buffer.from(batch.map(csvLine).join(''));
}

/**
 * The job: if the user still has the device, stores its readings as CSV, queues the file's
 * deletion for when its link expires, and mails the link in the user's language. A user or
 * device gone meanwhile ends the job without a file.
 */
export async function exportDeviceData(
  ctx: AppContext,
  files: FileStore,
  request: { userId: string; deviceId: string },
  now = new Date(),
) {
  const user = await findUserById(ctx.db, request.userId);
  const [row] = user
    ? await homeDevices(ctx.db, and(ofUser(user.id), isDevice(request.deviceId)))
    : [];
  if (!user || !row) {
    ctx.log.info({ ...request }, 'data request: the user or their device is gone; nothing sent');
    return;
  }
  const device = row.device.name ?? row.product.marketName;
  const expiresAt = new Date(now.getTime() + DATA_LINK_DAYS * DAY);
  const id = `data-request-${Math.floor(expiresAt.getTime() / 1000)}-${randomBytes(24).toString('hex')}.csv`;
  // Queued before the file exists, so that no failure between the two leaves a file that is
  // never deleted; deleting a file that was never stored does nothing.
  await ctx.jobs.send(DATA_FILE_DELETE_JOB, { fileId: id }, { startAfter: expiresAt });
  await files.put(readingsCsv(ctx, request.deviceId), {
    id,
    contentType: 'text/csv; charset=utf-8',
    fileName: `${device} readings ${now.toISOString().slice(0, 10)}.csv`,
  });
  const url = `${ctx.config.publicUrl}${DATA_FILES_PATH}/${id}`;
  await ctx.mailer.send(dataRequestMail(user.email, user.locale, { device, url, expiresAt }));
}

/** Whether the id names a data file whose link still works. */
export function isLiveDataFile(fileId: string, now = new Date()): boolean {
  const match = DATA_FILE.exec(fileId);
  return match !== null && Number(match[1]) * 1000 > now.getTime();
}
