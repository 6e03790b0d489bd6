import { describe, expect, it } from 'vitest';
import {
  isCompanyMatch,
  namesAreSimilar,
  namesContainEachOther,
  normaliseCompanyName,
} from './company-match';

describe('company matching', () => {
  it('normalises case, accents, punctuation, spaces and "&"', () => {
    expect(normaliseCompanyName('Northwind H.V.A.C. & Sons')).toBe('northwindhvacandsons');
    expect(normaliseCompanyName('Électricité Dupré')).toBe('electricitedupre');
    expect(normaliseCompanyName('!!!')).toBe('');
  });

  it('names match when one contains the other, but not on a tiny fragment', () => {
    expect(namesContainEachOther('Northwind', 'NORTHWIND Heating, Inc.')).toBe(true);
    expect(namesContainEachOther('Northwind Heating, Inc.', 'northwind')).toBe(true);
    expect(namesContainEachOther('AB', 'Abbott Plumbing')).toBe(false);
    expect(namesContainEachOther('AB', 'a.b.')).toBe(true);
    expect(namesContainEachOther('Summit', 'Northwind')).toBe(false);
  });

  it('similar names share a distinctive word; generic words do not count', () => {
    expect(namesAreSimilar('Summit Electric', 'Summit Power & Light')).toBe(true);
    expect(namesAreSimilar('Acme Services LLC', 'Zenith Services LLC')).toBe(false);
  });

  it('a match: same name, same phone, or same zip with a similar name', () => {
    const company = { name: 'Summit Electric', zip: '80202', phoneE164: '+13035550178' };
    expect(isCompanyMatch({ name: 'summit electric' }, company)).toBe(true);
    expect(isCompanyMatch({ name: 'Other', phoneE164: '+13035550178' }, company)).toBe(true);
    expect(isCompanyMatch({ name: 'Summit Power', zip: '80 202' }, company)).toBe(true);
    expect(isCompanyMatch({ name: 'Summit Power', zip: '99999' }, company)).toBe(false);
    expect(isCompanyMatch({ name: 'Other Trade', zip: '80202' }, company)).toBe(false);
    expect(
      isCompanyMatch({ name: 'Other', phoneE164: null }, { ...company, phoneE164: null }),
    ).toBe(false);
  });
});
