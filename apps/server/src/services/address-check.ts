import {
  type Address,
  type AddressCheck,
  type CheckedAddressField,
  checkAddress,
  geocodingAddressLine,
} from '@portal/contracts';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { type Geocoder, type GeocodingAnswer, GeocodingUnavailableError } from '../geocoding';

/** What the company application's services need: the app's context and the geocoder. */
export type ApplicationContext = AppContext & {
  /** Null when GEOCODING_API_KEY is unset: addresses are then stored unverified. */
  geocoder: Geocoder | null;
};

const FIELD_NAMES: Record<CheckedAddressField, string> = {
  address1: 'street address',
  city: 'city',
  state: 'state',
  zip: 'ZIP code',
  country: 'country',
};

/** The 400 for an address that failed the check: each mismatched field, with the found value. */
export function addressRefusal(check: AddressCheck): AppError {
  const { mismatchedFields, suggestion } = check;
  const fields =
    mismatchedFields.length > 0
      ? mismatchedFields.map((field) => ({
          field: `address.${field}`,
          message: suggestion
            ? `Does not match the address we found (${suggestion[field]}).`
            : 'Does not match the address we found.',
        }))
      : // Every field matched but the geocoder placed only the street or the area around it.
        [
          {
            field: 'address.address1',
            message: 'We could not locate this building. Check the street and house number.',
          },
        ];
  const problem =
    mismatchedFields.length > 0
      ? `the ${mismatchedFields.map((field) => FIELD_NAMES[field]).join(', ')} did not match`
      : 'it could not be located precisely';
  const partial = check.partialMatch ? ' Only part of it was recognised.' : '';
  const hint = suggestion ? ` Did you mean ${geocodingAddressLine(suggestion)}?` : '';
  return new AppError(
    400,
    `We could not verify the address: ${problem}.${partial}${hint}`,
    undefined,
    fields,
  );
}

/**
 * Spec 000 §5's address check before an application is stored: throws 400 for an address the
 * geocoder does not confirm and 503 when it cannot be asked. Off without a geocoder configured.
 */
export async function verifyAddress(ctx: ApplicationContext, address: Address): Promise<void> {
  if (!ctx.geocoder) return;
  let answer: GeocodingAnswer;
  try {
    answer = await ctx.geocoder.geocode(geocodingAddressLine(address));
  } catch (error) {
    if (!(error instanceof GeocodingUnavailableError)) throw error;
    ctx.log.error({ err: error }, 'address check failed: geocoding service unavailable');
    throw new AppError(
      503,
      'We cannot verify addresses right now, so nothing was saved. Please try again in a few minutes.',
    );
  }
  if (!answer.found) {
    throw new AppError(
      400,
      'We could not find this address. Check the street, city and ZIP code.',
      undefined,
      [{ field: 'address.address1', message: 'No such address was found.' }],
    );
  }
  const check = checkAddress(address, answer.result);
  if (!check.valid) throw addressRefusal(check);
}
