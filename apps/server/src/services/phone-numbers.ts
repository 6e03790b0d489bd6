import { checkPhoneNumber } from '@portal/contracts';
import { invalidField } from '../errors';

/** A phone number as E.164 by the country's rules (spec 000 §5), else a 400 naming the field. */
export function e164(phoneNumber: string, country: string, field = 'body.phoneNumber'): string {
  const phone = checkPhoneNumber(phoneNumber, country);
  if (!phone.valid) throw invalidField(field, `Enter a valid phone number for ${country}.`);
  return phone.e164;
}
