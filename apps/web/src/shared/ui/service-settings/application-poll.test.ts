import type { ServiceApplication } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { applicationPollInterval } from './application-poll';

function runOf(status: ServiceApplication['status']): ServiceApplication {
  return {
    id: '6f1c2b3a-0000-4000-8000-0000000000c1',
    status,
    locationsTotal: 12,
    locationsDone: 5,
    requestedCount: 4,
    skipped: [],
    createdAt: '2026-03-07T14:05:00.000Z',
    finishedAt: null,
  };
}

describe('the apply-to-existing run', () => {
  it.each([
    ['QUEUED', 2000],
    ['RUNNING', 2000],
    ['DONE', false],
    ['FAILED', false],
  ] as const)('%s: the profile is asked for again every 2 s until it ends', (status, interval) => {
    expect(applicationPollInterval(runOf(status))).toBe(interval);
  });

  it('no run: the profile is not polled', () => {
    expect(applicationPollInterval(null)).toBe(false);
  });
});
