import { randomBytes, randomUUID } from 'node:crypto';
import { DataRequestCreated } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertReadings } from '../../test/alerts';
import { buildTestApp, expectError } from '../../test/helper';
import { createHomeDevice, householdWithEveryRole } from '../../test/homeowners';
import { mailTo } from '../../test/telemetry';
import {
  DATA_FILE_DELETE_JOB,
  DATA_FILES_PATH,
  DATA_LINK_DAYS,
  DATA_REQUEST_JOB,
} from './data-requests';

// A homeowner asks for a device's readings (spec 001 §7.13 dataRequests): the request, the job
// that writes the CSV and mails its link, the link itself, and the file's deletion when the
// link expires.

const { app, db } = await buildTestApp();

const DAY = 86_400_000;
const request = (headers: { authorization: string }, deviceId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/reports/dataRequests/devices/${deviceId}`,
    headers,
  });
const download = (fileId: string) => app.inject({ url: `${DATA_FILES_PATH}/${fileId}` });
/** A data file's name whose link expires at `expiresAt`, as the export names it. */
const dataFileId = (expiresAt: Date) =>
  `data-request-${Math.floor(expiresAt.getTime() / 1000)}-${randomBytes(24).toString('hex')}.csv`;

/** A household with a user of each role, a named thermostat in its home and two readings. */
async function world() {
  const roles = await householdWithEveryRole(app, db);
  const device = await createHomeDevice(db, roles.home, { name: 'Hallway' });
  await insertReadings(db, [
    {
      deviceId: device.id,
      recordedAt: new Date('2026-02-02T10:00:00Z'),
      temperature: 21.5,
      humidity: 45,
      heatSetpoint: 20,
      coolSetpoint: 24,
      mode: 'HEAT',
      equipment: 'HEATING',
      fan: 'AUTO',
      heatSeconds: 300,
      coolSeconds: 0,
      fanSeconds: 300,
      battery: 90,
      rssi: -60,
    },
    { deviceId: device.id, recordedAt: new Date('2026-02-02T10:05:00Z'), co2: 640, leak: false },
  ]);
  return { ...roles, device };
}

describe("a homeowner's device data request", () => {
  it('queues the export for a member, whose mail links to the CSV of the readings', async () => {
    const w = await world();
    const asked = await request(w.member.headers, w.device.id);
    expect(asked.statusCode, asked.body).toBe(202);
    const created = DataRequestCreated.parse(asked.json());
    expect(created.status).toBe('Pending');

    await expect
      .poll(() => app.jobs.state(DATA_REQUEST_JOB, created.id), { timeout: 20_000 })
      .toBe('completed');
    const mails = await mailTo(db, w.member.user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('The readings of Hallway are ready');
    const [link] = mail?.links ?? [];
    if (!link) throw new Error('the mail has no link');
    const fileId = new URL(link.url).pathname.slice(`${DATA_FILES_PATH}/`.length);
    expect(fileId).toMatch(/^data-request-\d+-[0-9a-f]{48}\.csv$/);

    const file = await download(fileId);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(file.body.split('\n')).toEqual([
      'time,temperature,humidity,vocs,co2,heatSetpoint,coolSetpoint,mode,equipment,fan,heatSeconds,coolSeconds,fanSeconds,leak,smoke,co,battery,rssi',
      '2026-02-02T10:00:00.000Z,21.5,45,,,20,24,HEAT,HEATING,AUTO,300,0,300,,,,90,-60',
      '2026-02-02T10:05:00.000Z,,,,640,,,,,,,,,false,,,,',
      '',
    ]);

    // The file's deletion waits for the link to expire, DATA_LINK_DAYS from now.
    const deletions = await db.execute<{ start_after: Date }>(
      sql`select start_after from pgboss.job where name = ${DATA_FILE_DELETE_JOB} and data->>'fileId' = ${fileId}`,
    );
    expect(deletions.rows).toHaveLength(1);
    const deleteAt = new Date(deletions.rows[0]?.start_after ?? 0).getTime();
    expect(Math.abs(deleteAt - (Date.now() + DATA_LINK_DAYS * DAY))).toBeLessThan(60_000);
  });

  it('is refused to a guest, and to a user of another household as a missing device', async () => {
    const w = await world();
    const guest = expectError(await request(w.guest.headers, w.device.id), 403);
    expect(guest.message).toBe('Only a household member can do this.');
    for (const id of [w.device.id, randomUUID()]) {
      expectError(await request(w.outsider.headers, id), 404);
    }
    expect(await mailTo(db, w.guest.user.email)).toEqual([]);
  });
});

describe('a device data file link', () => {
  it('answers 404 once expired, though the file is still stored', async () => {
    const fileId = dataFileId(new Date(Date.now() - 1000));
    await app.files.put(Buffer.from('time\n'), { id: fileId, contentType: 'text/csv' });
    expectError(await download(fileId), 404);
  });

  it('answers 404 for a name that is not a data file, or one never made', async () => {
    for (const fileId of [
      'not-a-data-file.csv',
      'data-request-abc-0123.csv',
      `${dataFileId(new Date(Date.now() + DAY)).slice(0, -4)}.txt`,
      dataFileId(new Date(Date.now() + DAY)),
    ]) {
      expectError(await download(fileId), 404);
    }
  });

  it('is deleted from the file store by its deletion job', async () => {
    const fileId = dataFileId(new Date(Date.now() + DAY));
    await app.files.put(Buffer.from('time\n'), { id: fileId, contentType: 'text/csv' });
    expect((await download(fileId)).statusCode).toBe(200);
    const id = await app.jobs.send(DATA_FILE_DELETE_JOB, { fileId });
    if (!id) throw new Error('the deletion was not queued');
    await expect
      .poll(() => app.jobs.state(DATA_FILE_DELETE_JOB, id), { timeout: 20_000 })
      .toBe('completed');
    expect(await app.files.stat(fileId)).toBeUndefined();
    expectError(await download(fileId), 404);
  });
});
