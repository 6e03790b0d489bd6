import { describe, expect, it } from 'vitest';
import { stateForNewCountry } from './AddressFields';

describe('the state an address keeps when its country changes', () => {
  it.each([
    ['OR', '', 'US', 'OR'],
    ['Oregon', '', 'US', 'OR'],
    ['québec', 'US', 'CA', 'QC'],
    ['OR', 'US', 'CA', ''],
    ['Texas', '', 'CA', ''],
    ['BC', 'CA', 'DE', ''],
    ['Bayern', '', 'DE', 'Bayern'],
  ])('%s, from %s to %s, is %s', (state, from, to, kept) => {
    expect(stateForNewCountry(state, from, to)).toBe(kept);
  });
});
