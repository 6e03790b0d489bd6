import { describe, expect, it } from 'vitest';
import {
  checkAddress,
  type GeocodingAddressComponent,
  type GeocodingLocationType,
  type GeocodingResult,
  geocodingAddressLine,
} from './address-check';
import type { Address } from './pro-accounts';

const entered: Address = {
  address1: '500 Pine Street',
  city: 'Portland',
  state: 'OR',
  zip: '97204',
  country: 'US',
};

function component(long: string, short: string, ...types: string[]): GeocodingAddressComponent {
  return { long_name: long, short_name: short, types };
}

const PINE_STREET: GeocodingAddressComponent[] = [
  component('500', '500', 'street_number'),
  component('Pine Street', 'Pine St', 'route'),
  component('Portland', 'Portland', 'locality', 'political'),
  component('Multnomah County', 'Multnomah County', 'administrative_area_level_2', 'political'),
  component('Oregon', 'OR', 'administrative_area_level_1', 'political'),
  component('United States', 'US', 'country', 'political'),
  component('97204', '97204', 'postal_code'),
  component('1234', '1234', 'postal_code_suffix'),
];

function result(
  components: GeocodingAddressComponent[] = PINE_STREET,
  locationType: GeocodingLocationType = 'ROOFTOP',
  partialMatch?: boolean,
): GeocodingResult {
  return {
    address_components: components,
    geometry: { location_type: locationType },
    ...(partialMatch === undefined ? {} : { partial_match: partialMatch }),
  };
}

function replaced(type: string, replacement: GeocodingAddressComponent | null) {
  const others = PINE_STREET.filter((c) => !c.types.includes(type));
  return replacement ? [...others, replacement] : others;
}

describe('checkAddress (spec 000 §5)', () => {
  it('a rooftop result naming the same address is valid', () => {
    expect(checkAddress(entered, result())).toEqual({
      valid: true,
      partialMatch: false,
      mismatchedFields: [],
      suggestion: undefined,
    });
  });

  it.each<[GeocodingLocationType, boolean]>([
    ['ROOFTOP', true],
    ['RANGE_INTERPOLATED', true],
    ['GEOMETRIC_CENTER', false],
    ['APPROXIMATE', false],
  ])('location precision %s is valid: %s, and no field is blamed', (locationType, valid) => {
    const check = checkAddress(entered, result(PINE_STREET, locationType));
    expect(check.valid).toBe(valid);
    expect(check.mismatchedFields).toEqual([]);
  });

  it('ignores case and runs of white space in every field', () => {
    const shouted: Address = {
      address1: '  500   PINE street ',
      city: 'PORTLAND',
      state: ' or',
      zip: ' 97204 ',
      country: 'us',
    };
    expect(checkAddress(shouted, result())).toMatchObject({ valid: true, mismatchedFields: [] });
  });

  it('address1 is "street_number route" with the long or the short street name', () => {
    expect(checkAddress({ ...entered, address1: '500 Pine St' }, result()).valid).toBe(true);
    expect(checkAddress({ ...entered, address1: '502 Pine Street' }, result())).toMatchObject({
      valid: false,
      mismatchedFields: ['address1'],
    });
    expect(
      checkAddress({ ...entered, address1: 'Pine Street' }, result()).mismatchedFields,
    ).toEqual(['address1']);
  });

  it('a result without a street number matches no address1', () => {
    const check = checkAddress(
      entered,
      result(replaced('street_number', null), 'GEOMETRIC_CENTER'),
    );
    expect(check).toMatchObject({ valid: false, mismatchedFields: ['address1'] });
    expect(check.suggestion).toBeUndefined();
  });

  it('city is the locality, or the postal town or sublocality where there is no locality', () => {
    expect(checkAddress({ ...entered, city: 'Salem' }, result())).toMatchObject({
      valid: false,
      mismatchedFields: ['city'],
    });
    const postalTown = replaced('locality', component('Portland', 'Portland', 'postal_town'));
    expect(checkAddress(entered, result(postalTown)).valid).toBe(true);
    const sublocality = replaced(
      'locality',
      component('Portland', 'Portland', 'sublocality', 'sublocality_level_1', 'political'),
    );
    expect(checkAddress(entered, result(sublocality)).valid).toBe(true);
  });

  it('state matches the short or the long name', () => {
    expect(checkAddress({ ...entered, state: 'Oregon' }, result()).valid).toBe(true);
    expect(checkAddress({ ...entered, state: 'WA' }, result())).toMatchObject({
      valid: false,
      mismatchedFields: ['state'],
    });
  });

  it('a US or Canadian state matches by code or name, whichever the geocoder answers', () => {
    const codeOnly = replaced(
      'administrative_area_level_1',
      component('OR', 'OR', 'administrative_area_level_1', 'political'),
    );
    expect(checkAddress({ ...entered, state: 'oregon' }, result(codeOnly)).valid).toBe(true);
    expect(checkAddress({ ...entered, state: 'Washington' }, result(codeOnly))).toMatchObject({
      valid: false,
      mismatchedFields: ['state'],
    });
    const toronto: Address = {
      address1: '100 Queen Street West',
      city: 'Toronto',
      state: 'ON',
      zip: 'M5H 2N2',
      country: 'CA',
    };
    const cityHall = [
      component('100', '100', 'street_number'),
      component('Queen Street West', 'Queen St W', 'route'),
      component('Toronto', 'Toronto', 'locality', 'political'),
      component('Ontario', 'Ontario', 'administrative_area_level_1', 'political'),
      component('Canada', 'CA', 'country', 'political'),
      component('M5H 2N2', 'M5H 2N2', 'postal_code'),
    ];
    expect(checkAddress(toronto, result(cityHall)).valid).toBe(true);
    expect(checkAddress({ ...toronto, state: 'QC' }, result(cityHall)).mismatchedFields).toEqual([
      'state',
    ]);
  });

  it('zip is the postal code alone or joined with its suffix as zip-suffix', () => {
    expect(checkAddress({ ...entered, zip: '97204-1234' }, result()).valid).toBe(true);
    expect(checkAddress({ ...entered, zip: '97204-9999' }, result()).mismatchedFields).toEqual([
      'zip',
    ]);
    expect(checkAddress({ ...entered, zip: '97205' }, result())).toMatchObject({
      valid: false,
      mismatchedFields: ['zip'],
    });
    const noSuffix = replaced('postal_code_suffix', null);
    expect(
      checkAddress({ ...entered, zip: '97204-1234' }, result(noSuffix)).mismatchedFields,
    ).toEqual(['zip']);
  });

  it('country matches the code or the name', () => {
    expect(checkAddress({ ...entered, country: 'united states' }, result()).valid).toBe(true);
    expect(checkAddress({ ...entered, country: 'CA' }, result())).toMatchObject({
      valid: false,
      mismatchedFields: ['country'],
    });
  });

  it('names every mismatched field, in form order', () => {
    const wrong: Address = {
      ...entered,
      country: 'CA',
      zip: '1',
      city: 'Salem',
      address1: '1 A St',
    };
    expect(checkAddress(wrong, result()).mismatchedFields).toEqual([
      'address1',
      'city',
      'zip',
      'country',
    ]);
  });

  it('reports a partial match without refusing a result that matches', () => {
    expect(checkAddress(entered, result(PINE_STREET, 'ROOFTOP', true))).toMatchObject({
      valid: true,
      partialMatch: true,
    });
    expect(checkAddress(entered, result(PINE_STREET, 'ROOFTOP', false)).partialMatch).toBe(false);
  });

  it("suggests the result's address, keeping address2, when something differs", () => {
    const check = checkAddress({ ...entered, address2: 'Suite 2', city: 'Portlnd' }, result());
    expect(check.suggestion).toEqual({
      address1: '500 Pine Street',
      address2: 'Suite 2',
      city: 'Portland',
      state: 'OR',
      zip: '97204',
      country: 'US',
    });
  });

  it('suggests nothing when everything matches or the result lacks a field', () => {
    expect(checkAddress(entered, result(PINE_STREET, 'APPROXIMATE')).suggestion).toBeUndefined();
    const noZip = replaced('postal_code', null);
    const check = checkAddress(entered, result(noZip));
    expect(check.mismatchedFields).toEqual(['zip']);
    expect(check.suggestion).toBeUndefined();
  });
});

describe('geocodingAddressLine (spec 000 §7)', () => {
  it('joins the address in one line, state and zip together', () => {
    expect(geocodingAddressLine(entered)).toBe('500 Pine Street, Portland, OR 97204, US');
  });

  it('includes address2 only when there is one', () => {
    expect(geocodingAddressLine({ ...entered, address2: 'Suite 2' })).toBe(
      '500 Pine Street, Suite 2, Portland, OR 97204, US',
    );
    expect(geocodingAddressLine({ ...entered, address2: '  ' })).toBe(
      '500 Pine Street, Portland, OR 97204, US',
    );
  });
});
