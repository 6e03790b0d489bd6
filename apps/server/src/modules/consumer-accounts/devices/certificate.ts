import { X509Certificate } from 'node:crypto';
import { invalidField } from '../../../errors';

export const CERTIFICATE_HEADER = 'device-certificate';
const FIELD = `headers.${CERTIFICATE_HEADER}`;

const macDigits = (mac: string) => mac.replace(/[:-]/g, '').toUpperCase();

function commonName(certificate: X509Certificate): string | undefined {
  return certificate.subject
    .split('\n')
    .find((part) => part.startsWith('CN='))
    ?.slice('CN='.length);
}

/**
 * The device proves it is the device being registered: the header carries its X.509
 * certificate (PEM, base64-encoded so that it fits in a header), valid now, whose subject CN
 * is its MAC address (12 hex digits, with or without colons, any case). The certificate's
 * issuer is not checked: the product has no device CA to check it against.
 */
export function checkDeviceCertificate(header: string, macAddress: string, now = new Date()) {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    throw invalidField(FIELD, 'Is not a base64-encoded PEM X.509 certificate.');
  }
  if (now < new Date(certificate.validFrom) || now > new Date(certificate.validTo)) {
    throw invalidField(FIELD, 'The certificate is not valid now (expired or not yet valid).');
  }
  const cn = commonName(certificate);
  if (!cn || !/^[0-9A-F]{12}$/.test(macDigits(cn)) || macDigits(cn) !== macDigits(macAddress)) {
    throw invalidField(FIELD, "The certificate's subject CN is not this device's MAC address.");
  }
}
