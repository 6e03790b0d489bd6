import { z } from 'zod';
import type { Address } from './pro-accounts';
import { regionCode } from './regions';

/**
 * The address check of spec 000 §5, on one result of a geocoding service that answers in the
 * Google Geocoding API's JSON shape (spec 000 §7: the call takes a one-line address).
 */

/** How precisely the geocoder placed the address, from the street door to a whole region. */
export const GeocodingLocationType = [
  'ROOFTOP',
  'RANGE_INTERPOLATED',
  'GEOMETRIC_CENTER',
  'APPROXIMATE',
] as const;
export type GeocodingLocationType = (typeof GeocodingLocationType)[number];

/** Only these place a street address, not just the street or the town around it. */
const PRECISE_LOCATION_TYPES: ReadonlySet<GeocodingLocationType> = new Set([
  'ROOFTOP',
  'RANGE_INTERPOLATED',
]);

export const GeocodingAddressComponent = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});
export type GeocodingAddressComponent = z.infer<typeof GeocodingAddressComponent>;

/** One entry of a geocoding answer's `results`; fields the check does not read are dropped. */
export const GeocodingResult = z.object({
  address_components: z.array(GeocodingAddressComponent),
  geometry: z.object({ location_type: z.enum(GeocodingLocationType) }),
  partial_match: z.boolean().optional(),
});
export type GeocodingResult = z.infer<typeof GeocodingResult>;

export const CheckedAddressField = ['address1', 'city', 'state', 'zip', 'country'] as const;
export type CheckedAddressField = (typeof CheckedAddressField)[number];

export type AddressCheck = {
  /** Every field matches and the location is precise (rooftop or range-interpolated). */
  valid: boolean;
  /** The geocoder matched only part of the address it was given (reported, not refused). */
  partialMatch: boolean;
  /** The entered fields that differ from the geocoder's result, in form order. */
  mismatchedFields: CheckedAddressField[];
  /** The address as the geocoder knows it, when something differs and it names every field. */
  suggestion?: Address;
};

/** The one-line address a geocoding call takes: "500 Pine Street, Suite 2, Portland, OR 97204, US". */
export function geocodingAddressLine(address: Address): string {
  const stateAndZip = [address.state, address.zip].map((part) => part.trim()).join(' ');
  return [address.address1, address.address2 ?? '', address.city, stateAndZip, address.country]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}

/** Case and runs of white space do not count as differences ("500  pine st" = "500 Pine St"). */
function normalised(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

function componentsOf(result: GeocodingResult, type: string): GeocodingAddressComponent[] {
  return result.address_components.filter((component) => component.types.includes(type));
}

function firstOf(result: GeocodingResult, type: string): GeocodingAddressComponent | undefined {
  return componentsOf(result, type)[0];
}

/** Both spellings: Google writes "Pine Street" as the long and "Pine St" as the short name. */
function namesOf(component: GeocodingAddressComponent | undefined): string[] {
  return component ? [component.long_name, component.short_name] : [];
}

/** "street_number route" in every spelling the result allows; none without both parts. */
function streetLines(result: GeocodingResult): string[] {
  const numbers = namesOf(firstOf(result, 'street_number'));
  const routes = namesOf(firstOf(result, 'route'));
  return numbers.flatMap((number) => routes.map((route) => `${number} ${route}`));
}

/** Where there is no locality (UK post towns, city districts) the town is named otherwise. */
const CITY_TYPES = ['locality', 'postal_town', 'sublocality'] as const;

function cityComponents(result: GeocodingResult): GeocodingAddressComponent[] {
  return CITY_TYPES.flatMap((type) => componentsOf(result, type));
}

/** The postal code alone, or joined with its suffix as ZIP+4 writes it ("97204-1234"). */
function zipCodes(result: GeocodingResult): string[] {
  const code = firstOf(result, 'postal_code');
  if (!code) return [];
  const suffix = firstOf(result, 'postal_code_suffix');
  return suffix ? [code.long_name, `${code.long_name}-${suffix.long_name}`] : [code.long_name];
}

function candidatesFor(result: GeocodingResult, field: CheckedAddressField): string[] {
  switch (field) {
    case 'address1':
      return streetLines(result);
    case 'city':
      return cityComponents(result).flatMap(namesOf);
    case 'state':
      return namesOf(firstOf(result, 'administrative_area_level_1'));
    case 'zip':
      return zipCodes(result);
    case 'country':
      return namesOf(firstOf(result, 'country'));
  }
}

/**
 * The result's own address, in the form's spelling (short state and country codes), or
 * undefined when it lacks a field: a suggestion that keeps the entered value would mislead.
 */
function suggestionOf(result: GeocodingResult, entered: Address): Address | undefined {
  const number = firstOf(result, 'street_number');
  const route = firstOf(result, 'route');
  const city = cityComponents(result)[0];
  const state = firstOf(result, 'administrative_area_level_1');
  const zip = firstOf(result, 'postal_code');
  const country = firstOf(result, 'country');
  if (!number || !route || !city || !state || !zip || !country) return undefined;
  return {
    address1: `${number.long_name} ${route.long_name}`,
    address2: entered.address2,
    city: city.long_name,
    state: state.short_name,
    zip: zip.long_name,
    country: country.short_name,
  };
}

/**
 * Whether the entered value is one of the result's spellings. A US or Canadian state also
 * matches by its other spelling ("ON" and "Ontario"), whichever of them the geocoder answers.
 */
function matches(entered: Address, field: CheckedAddressField, result: GeocodingResult): boolean {
  const value = normalised(entered[field]);
  const candidates = candidatesFor(result, field);
  if (candidates.some((candidate) => normalised(candidate) === value)) return true;
  if (field !== 'state') return false;
  const code = regionCode(entered.country, value);
  return (
    code !== undefined &&
    candidates.some((candidate) => regionCode(entered.country, candidate) === code)
  );
}

/** Spec 000 §5: compares the entered address with one geocoding result. */
export function checkAddress(entered: Address, result: GeocodingResult): AddressCheck {
  const mismatchedFields = CheckedAddressField.filter((field) => !matches(entered, field, result));
  const precise = PRECISE_LOCATION_TYPES.has(result.geometry.location_type);
  return {
    valid: mismatchedFields.length === 0 && precise,
    partialMatch: result.partial_match === true,
    mismatchedFields,
    suggestion: mismatchedFields.length > 0 ? suggestionOf(result, entered) : undefined,
  };
}
