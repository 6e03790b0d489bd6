import { describe, expect, it } from 'vitest';
import { ALL_DEVICES, checkedDevices, pickDevices, samePicks } from './device-selection';

const LEAK = '6f1c2b3a-0000-4000-8000-0000000000a1';
const AIR = '6f1c2b3a-0000-4000-8000-0000000000a2';

describe('device selection (spec 000 §5)', () => {
  it('shows All devices checked when no group is picked, else the picked groups', () => {
    expect(checkedDevices([])).toEqual([ALL_DEVICES]);
    expect(checkedDevices([LEAK])).toEqual([LEAK]);
  });

  it('picking a group removes All', () => {
    expect(pickDevices([], [ALL_DEVICES, LEAK])).toEqual([LEAK]);
  });

  it('picking another group keeps the first', () => {
    expect(pickDevices([LEAK], [LEAK, AIR])).toEqual([LEAK, AIR]);
  });

  it('choosing All clears the other picks', () => {
    expect(pickDevices([LEAK, AIR], [LEAK, AIR, ALL_DEVICES])).toEqual([]);
  });

  it('unpicking the last group reverts to All', () => {
    expect(pickDevices([LEAK], [])).toEqual([]);
    expect(checkedDevices(pickDevices([LEAK], []))).toEqual([ALL_DEVICES]);
  });

  it('unchecking All alone leaves All', () => {
    expect(checkedDevices(pickDevices([], []))).toEqual([ALL_DEVICES]);
  });
});

describe('whether two picks are the same', () => {
  it('does not count the order', () => {
    expect(samePicks([LEAK, AIR], [AIR, LEAK])).toBe(true);
  });

  it.each([
    [[], [LEAK]],
    [[LEAK], [AIR]],
    [[LEAK, AIR], [LEAK]],
  ])('%j differs from %j', (a, b) => {
    expect(samePicks(a, b)).toBe(false);
  });
});
