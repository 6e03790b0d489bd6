import { describe, expect, it } from 'vitest';
import { Address } from './pro-accounts';
import { CA_PROVINCES, regionCode, regionsOf, US_STATES } from './regions';

const portland = {
  address1: '500 Pine Street',
  city: 'Portland',
  state: 'OR',
  zip: '97204',
  country: 'US',
};

describe('the regions of the US and CA (spec 000 §9)', () => {
  it('lists the 50 states and DC, and the 13 provinces and territories, each code once', () => {
    expect(US_STATES).toHaveLength(51);
    expect(CA_PROVINCES).toHaveLength(13);
    for (const regions of [US_STATES, CA_PROVINCES]) {
      const codes = regions.map((region) => region.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    }
    expect(regionsOf('us')).toBe(US_STATES);
    expect(regionsOf('CA')).toBe(CA_PROVINCES);
    expect(regionsOf('DE')).toBeUndefined();
  });

  it('finds a region by code or name in any case, in its own country only', () => {
    expect(regionCode('CA', 'ON')).toBe('ON');
    expect(regionCode('CA', ' ontario ')).toBe('ON');
    expect(regionCode('CA', 'Québec')).toBe('QC');
    expect(regionCode('CA', 'QUEBEC')).toBe('QC');
    expect(regionCode('US', 'district of columbia')).toBe('DC');
    expect(regionCode('US', 'New  York')).toBe('NY');
    expect(regionCode('US', 'ON')).toBeUndefined();
    expect(regionCode('CA', 'Oregon')).toBeUndefined();
    expect(regionCode('GB', 'Kent')).toBeUndefined();
  });

  it('leaves the territories that are countries of their own out of the US states', () => {
    for (const territory of ['PR', 'GU', 'VI', 'AS', 'MP']) {
      expect(regionCode('US', territory)).toBeUndefined();
    }
  });
});

describe('Address: the region check', () => {
  it('keeps a US or Canadian region given by name as its code', () => {
    expect(Address.parse({ ...portland, state: 'oregon' }).state).toBe('OR');
    expect(
      Address.parse({ ...portland, state: 'Ontario', country: 'ca', city: 'Toronto' }).state,
    ).toBe('ON');
  });

  it('refuses a US state or Canadian province that is none of the list, naming the state', () => {
    for (const [country, state] of [
      ['US', 'Ontario'],
      ['US', 'PR'],
      ['CA', 'OR'],
      ['CA', 'Bavaria'],
    ]) {
      const result = Address.safeParse({ ...portland, country, state });
      expect(result.success, `${country} ${state}`).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([['state']]);
    }
  });

  it('asks only for a state, not also for a region, when the state is empty', () => {
    const result = Address.safeParse({ ...portland, state: ' ' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.code])).toEqual([
      [['state'], 'too_small'],
    ]);
  });

  it('takes any state text in other countries', () => {
    const berlin = { ...portland, city: 'Berlin', state: 'Berlin', zip: '10117', country: 'DE' };
    expect(Address.parse(berlin).state).toBe('Berlin');
    expect(Address.parse({ ...berlin, state: 'Ontario' }).state).toBe('Ontario');
  });
});
