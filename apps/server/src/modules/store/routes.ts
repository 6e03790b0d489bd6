import { ApiErrorBody, StoreOrder, StoreOrderResult } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { receiveStoreOrder } from './service';
import { STORE_SIGNATURE_HEADER, storeSignatureMatches } from './signature';

const badSignature = () =>
  new AppError(
    401,
    `The order's signature is missing or does not match (${STORE_SIGNATURE_HEADER}: base64 of HMAC-SHA256 over the body with the shared secret).`,
  );
const notConfigured = () =>
  new AppError(
    503,
    'The store webhook is not configured on this server (STORE_WEBHOOK_SECRET is not set).',
  );

// The online store's order webhook. Public (the store has no portal account) but signed: the
// signature is checked over the raw bytes before anything is parsed, so this plugin reads its
// bodies itself; other routes keep the usual JSON parsing (this plugin is encapsulated).
export const storeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const secret = ctx.config.storeWebhookSecret;
  if (!secret) app.log.warn('STORE_WEBHOOK_SECRET is not set: the store webhook answers 503');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  /** Why the request's bytes are refused, if they are. */
  const refusal = (request: FastifyRequest, body: Buffer) => {
    if (!secret) return notConfigured();
    const signature = request.headers[STORE_SIGNATURE_HEADER];
    return storeSignatureMatches(body, signature, secret) ? undefined : badSignature();
  };

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    const refused = refusal(request, body);
    if (refused) return done(refused, undefined);
    parseJson(request, body.toString('utf8'), done);
  });
  // A request without a body never reaches the parser: its signature is that of no bytes.
  app.addHook('preValidation', async (request) => {
    const refused = request.body === undefined && refusal(request, Buffer.alloc(0));
    if (refused) throw refused;
  });

  app.post(
    '/api/v1/store/orders',
    {
      // 120 a minute from one address: a store sends one per order, retries included.
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['store'],
        summary: "The online store's order webhook: enrolls the buying company",
        description: [
          "Not in the spec's catalogue: the path the store is configured to call when an order is paid (Shopify: the orders/paid webhook topic, JSON).",
          `Signed: ${STORE_SIGNATURE_HEADER} is base64(HMAC-SHA256(raw body, STORE_WEBHOOK_SECRET)); a missing or wrong signature answers 401 and nothing is stored. 503 while the server has no secret.`,
          "The company is the partnerAccountId note attribute, else the company the buyer's email is an owner or company admin of (exactly one); otherwise 422. Line items whose SKU is a programme product of core/programProducts enroll the company (source STORE, the order id, purchased at created_at); other SKUs (devices) are ignored; a programme ACTIVE already stays as it is; a company not ACTIVE answers 409.",
          'Idempotent on the order id: a second delivery answers duplicate true with what the order enrolled, and changes nothing, also after an administrator ended those enrollments.',
        ].join(' '),
        headers: z.looseObject({
          [STORE_SIGNATURE_HEADER]: z.string().optional().meta({
            description: 'base64(HMAC-SHA256(raw body, STORE_WEBHOOK_SECRET))',
          }),
        }),
        body: StoreOrder,
        response: {
          200: StoreOrderResult,
          400: ApiErrorBody,
          401: ApiErrorBody,
          409: ApiErrorBody,
          422: ApiErrorBody,
          429: ApiErrorBody,
          503: ApiErrorBody,
        },
      },
    },
    (request) => receiveStoreOrder(ctx.db, request.body),
  );
};
