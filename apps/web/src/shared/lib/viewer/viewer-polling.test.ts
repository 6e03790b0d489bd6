import type { Viewer } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { pollingInterval } from './viewer-polling';

const viewer = { consentRequired: true } as Viewer;

describe('pollingInterval (spec 000 §4 viewer polling)', () => {
  it('does not poll without a polling duration', () => {
    expect(pollingInterval(null, viewer, 0)).toBe(false);
  });

  it('polls at the interval until the duration ends', () => {
    const polling = { until: 10_000, intervalMs: 1_000 };
    expect(pollingInterval(polling, viewer, 0)).toBe(1_000);
    expect(pollingInterval(polling, viewer, 9_999)).toBe(1_000);
    expect(pollingInterval(polling, viewer, 10_000)).toBe(false);
  });

  it('stops early once the viewer says what the caller waits for', () => {
    const polling = {
      until: 60_000,
      intervalMs: 5_000,
      done: (current: Viewer) => !current.consentRequired,
    };
    expect(pollingInterval(polling, viewer, 0)).toBe(5_000);
    expect(pollingInterval(polling, { ...viewer, consentRequired: false }, 0)).toBe(false);
    expect(pollingInterval(polling, undefined, 0)).toBe(5_000);
  });
});
