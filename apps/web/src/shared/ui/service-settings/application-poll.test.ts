import { describe, expect, it } from 'vitest';
import { serviceApplicationOf } from '@/test/service-application';
import { applicationPollInterval } from './application-poll';

describe('the apply-to-existing run', () => {
  it.each([
    ['QUEUED', 2000],
    ['RUNNING', 2000],
    ['DONE', false],
    ['FAILED', false],
  ] as const)('%s: the profile is asked for again every 2 s until it ends', (status, interval) => {
    expect(applicationPollInterval(serviceApplicationOf({ status }))).toBe(interval);
  });

  it('no run: the profile is not polled', () => {
    expect(applicationPollInterval(null)).toBe(false);
  });
});
