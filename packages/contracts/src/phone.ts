import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js';

/** The possibility results of spec 000 §5. */
export const PhonePossibility = [
  'is-possible',
  'invalid-country-code',
  'too-long',
  'too-short',
  'unknown',
] as const;
export type PhonePossibility = (typeof PhonePossibility)[number];

export type PhoneCheck =
  | { valid: true; possibility: 'is-possible'; e164: string; international: string }
  | { valid: false; possibility: PhonePossibility; reason: PhoneProblem };

/** Why a value is not a phone number, each with its own message in the portal. */
export type PhoneProblem =
  | 'not-a-string'
  | 'digit-count'
  | 'not-a-number'
  | 'invalid-country-code'
  | 'too-long'
  | 'too-short'
  | 'invalid';

const MIN_DIGITS = 2;
const MAX_DIGITS = 17;

function countryOrUndefined(country: string | null | undefined): CountryCode | undefined {
  const code = country?.trim().toUpperCase();
  return code && isSupportedCountry(code) ? code : undefined;
}

/**
 * Checks a phone number as spec 000 §5 says: a string of 2 to 17 digits, not refused for an
 * invalid country code or for not being a number, and a possible number of the country (the
 * partner's country; a number starting with + carries its own).
 */
export function checkPhoneNumber(value: unknown, country?: string | null): PhoneCheck {
  if (typeof value !== 'string') {
    return { valid: false, possibility: 'unknown', reason: 'not-a-string' };
  }
  const digits = value.replace(/\D/g, '').length;
  if (digits < MIN_DIGITS || digits > MAX_DIGITS) {
    return {
      valid: false,
      possibility: digits < MIN_DIGITS ? 'too-short' : 'too-long',
      reason: 'digit-count',
    };
  }
  const defaultCountry = countryOrUndefined(country);
  const lengthProblem = validatePhoneNumberLength(value, defaultCountry);
  switch (lengthProblem) {
    case 'NOT_A_NUMBER':
      return { valid: false, possibility: 'unknown', reason: 'not-a-number' };
    case 'INVALID_COUNTRY':
      return { valid: false, possibility: 'invalid-country-code', reason: 'invalid-country-code' };
    case 'TOO_LONG':
      return { valid: false, possibility: 'too-long', reason: 'too-long' };
    case 'TOO_SHORT':
      return { valid: false, possibility: 'too-short', reason: 'too-short' };
    case 'INVALID_LENGTH':
      return { valid: false, possibility: 'unknown', reason: 'invalid' };
  }
  const parsed = parsePhoneNumberFromString(value, defaultCountry);
  if (!parsed?.isValid()) {
    return { valid: false, possibility: 'unknown', reason: 'invalid' };
  }
  return {
    valid: true,
    possibility: 'is-possible',
    e164: parsed.number,
    international: parsed.formatInternational(),
  };
}

/**
 * How a stored number is shown (spec 000 §5): international format; a value that is not valid
 * for its country is reparsed as a US number; anything unparseable is shown as it is.
 */
export function formatPhoneNumber(value: string, country?: string | null): string {
  const parsed = parsePhoneNumberFromString(value, countryOrUndefined(country));
  if (parsed?.isValid()) return parsed.formatInternational();
  const asUs = parsePhoneNumberFromString(value, 'US');
  return asUs ? asUs.formatInternational() : value;
}
