import { describe, expect, it } from 'vitest';
import { applyToExistingState } from './apply-to-existing';

const LEAK = '6f1c2b3a-0000-4000-8000-0000000000a1';
const open = { settled: false, applyToExistingInstalls: false };

describe('apply to existing customers (spec 000 §4 and §5)', () => {
  it('follows the form while the choice is open and All devices is picked', () => {
    expect(
      applyToExistingState(open, { productGroupIds: [], applyToExistingInstalls: true }),
    ).toEqual({ checked: true, lock: null });
    expect(
      applyToExistingState(open, { productGroupIds: [], applyToExistingInstalls: false }),
    ).toEqual({ checked: false, lock: null });
  });

  it('is locked off while specific groups are picked', () => {
    expect(
      applyToExistingState(open, { productGroupIds: [LEAK], applyToExistingInstalls: true }),
    ).toEqual({ checked: false, lock: 'devicesPicked' });
  });

  it.each([true, false])(
    'once settled shows the stored choice (%s), whatever the form holds',
    (stored) => {
      const settled = { settled: true, applyToExistingInstalls: stored };
      expect(
        applyToExistingState(settled, {
          productGroupIds: [LEAK],
          applyToExistingInstalls: !stored,
        }),
      ).toEqual({ checked: stored, lock: 'settled' });
    },
  );
});
