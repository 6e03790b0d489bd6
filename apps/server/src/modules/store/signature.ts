import { createHmac, timingSafeEqual } from 'node:crypto';

// The online store's webhook signature, as e-commerce platforms sign order webhooks (Shopify's
// X-Shopify-Hmac-Sha256): base64 of HMAC-SHA256 over the raw body with the shared secret.
// Only node:crypto here, so that the browser tests sign their orders with this same code.

/** The header carrying the signature (as Node gives headers: lower case). */
export const STORE_SIGNATURE_HEADER = 'x-shopify-hmac-sha256';

/** The signature of a body: base64(HMAC-SHA256(body, secret)). */
export function signStoreOrder(body: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/** Whether the signature is the body's, compared in constant time over the raw bytes. */
export function storeSignatureMatches(
  body: Buffer,
  signature: string | string[] | undefined,
  secret: string,
): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(signStoreOrder(body, secret), 'base64');
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
