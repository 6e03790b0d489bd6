import { describe, expect, it } from 'vitest';
import { checkPhoneNumber, formatPhoneNumber } from './phone';

describe('checkPhoneNumber (spec 000 §5)', () => {
  it('is-possible: a valid number of the country, or with its own +code', () => {
    expect(checkPhoneNumber('(206) 555-0142', 'US')).toEqual({
      valid: true,
      possibility: 'is-possible',
      e164: '+12065550142',
      international: '+1 206 555 0142',
    });
    expect(checkPhoneNumber('030 1234567', 'de')).toMatchObject({
      valid: true,
      e164: '+49301234567',
    });
    expect(checkPhoneNumber('+44 20 7946 0958')).toMatchObject({
      valid: true,
      e164: '+442079460958',
    });
  });

  it('refuses what is not a string', () => {
    expect(checkPhoneNumber(2065550142, 'US')).toEqual({
      valid: false,
      possibility: 'unknown',
      reason: 'not-a-string',
    });
    expect(checkPhoneNumber(null, 'US')).toMatchObject({ valid: false, reason: 'not-a-string' });
  });

  it('needs 2 to 17 digits', () => {
    expect(checkPhoneNumber('1', 'US')).toEqual({
      valid: false,
      possibility: 'too-short',
      reason: 'digit-count',
    });
    expect(checkPhoneNumber('123456789012345678', 'US')).toEqual({
      valid: false,
      possibility: 'too-long',
      reason: 'digit-count',
    });
    expect(checkPhoneNumber('call me', 'US')).toMatchObject({ possibility: 'too-short' });
  });

  it('invalid-country-code: an unknown calling code or country', () => {
    expect(checkPhoneNumber('+999 1234 5678')).toEqual({
      valid: false,
      possibility: 'invalid-country-code',
      reason: 'invalid-country-code',
    });
    expect(checkPhoneNumber('2065550142', 'ZZ')).toMatchObject({
      possibility: 'invalid-country-code',
    });
  });

  it('too-long and too-short for the country', () => {
    expect(checkPhoneNumber('20655501423', 'US')).toEqual({
      valid: false,
      possibility: 'too-long',
      reason: 'too-long',
    });
    expect(checkPhoneNumber('20655', 'US')).toEqual({
      valid: false,
      possibility: 'too-short',
      reason: 'too-short',
    });
  });

  it('unknown: not a number, or no such number', () => {
    expect(checkPhoneNumber('12 ab', 'US')).toEqual({
      valid: false,
      possibility: 'unknown',
      reason: 'not-a-number',
    });
    expect(checkPhoneNumber('999 555 0142', 'US')).toEqual({
      valid: false,
      possibility: 'unknown',
      reason: 'invalid',
    });
  });
});

describe('formatPhoneNumber', () => {
  it('shows a valid number internationally', () => {
    expect(formatPhoneNumber('+12065550142')).toBe('+1 206 555 0142');
    expect(formatPhoneNumber('030 1234567', 'DE')).toBe('+49 30 1234567');
  });

  it('reparses a number not valid for its country as a US number', () => {
    expect(formatPhoneNumber('206-555-0142', 'GB')).toBe('+1 206 555 0142');
  });

  it('shows anything unparseable as it is', () => {
    expect(formatPhoneNumber('hello')).toBe('hello');
  });
});
