import { schema } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { expireDueSessions } from '../services/remote-sessions';
import {
  approved,
  fakeClock,
  requested,
  sessionEvents,
  sessionHistory,
  sessionScene,
  sessionTestApp,
  storedSession,
} from '../test/remote-sessions';
import { REMOTE_SESSION_EXPIRY } from './remote-session-expiry';

const { app, db, published } = await sessionTestApp();

const MINUTE_MS = 60_000;

describe('the expiry of remote sessions', () => {
  it('ends an approved session at its end time, and not a moment before', async () => {
    const s = await sessionScene(app, db);
    const start = fakeClock();
    const session = await approved(app, s);
    const id = session.partnerDeviceSessionId;
    await published();

    vi.setSystemTime(start.getTime() + 60 * MINUTE_MS - 1000);
    await expireDueSessions(db);
    expect((await storedSession(db, id))?.endedAt).toBeNull();

    vi.setSystemTime(start.getTime() + 60 * MINUTE_MS);
    expect(await expireDueSessions(db)).toBeGreaterThanOrEqual(1);
    expect(await storedSession(db, id)).toMatchObject({
      endReason: 'Expired',
      endedAt: new Date(start.getTime() + 60 * MINUTE_MS),
      activeUserId: null,
    });
    expect((await sessionHistory(db, id)).at(-1)).toMatchObject({
      event: 'SESSION_EXPIRED',
      detail: 'The session reached its end time.',
      actor: null,
    });
    expect(await published()).toEqual(sessionEvents(s, id, 'Expired'));
    // Once ended, a sweep leaves it alone.
    await expireDueSessions(db);
    expect(await sessionHistory(db, id)).toHaveLength(3);
  });

  it('a pending request lapses after 24 hours unanswered', async () => {
    const s = await sessionScene(app, db);
    const start = fakeClock();
    const session = await requested(app, s);
    const id = session.partnerDeviceSessionId;
    vi.setSystemTime(start.getTime() + 24 * 60 * MINUTE_MS - 1000);
    await expireDueSessions(db);
    expect((await storedSession(db, id))?.endedAt).toBeNull();
    await published();

    vi.setSystemTime(start.getTime() + 24 * 60 * MINUTE_MS);
    await expireDueSessions(db);
    expect(await storedSession(db, id)).toMatchObject({ endReason: 'Expired', status: 'Pending' });
    expect((await sessionHistory(db, id)).map((line) => [line.event, line.detail])).toEqual([
      ['SESSION_REQUESTED', '60 minutes'],
      ['SESSION_EXPIRED', 'The homeowner did not answer the request in time.'],
    ]);
    expect(await published()).toEqual(sessionEvents(s, id, 'Expired'));
  });

  it('runs as a scheduled job', async () => {
    const s = await sessionScene(app, db);
    const session = await approved(app, s);
    const id = session.partnerDeviceSessionId;
    await db
      .update(schema.partnerDeviceSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(schema.partnerDeviceSessions.id, id));
    const job = await app.jobs.send(REMOTE_SESSION_EXPIRY, {});
    if (!job) throw new Error('expiry not queued');
    await vi.waitFor(
      async () => expect(await app.jobs.state(REMOTE_SESSION_EXPIRY, job)).toBe('completed'),
      { timeout: 10_000 },
    );
    expect((await storedSession(db, id))?.endReason).toBe('Expired');
  });
});
