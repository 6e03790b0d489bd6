import { schema } from '@portal/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

export type OutgoingSms = { to: string; text: string };
export type SmsSender = { send: (sms: OutgoingSms) => Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/** A gateway that does not answer within this long counts as failed. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * POSTs `{ "to": "+E164", "text": "..." }` as JSON to SMS_WEBHOOK_URL: a generic hook that any
 * SMS gateway (or a small adapter in front of one) can take. Anything but a 2xx is a failure.
 */
export async function postToWebhook(url: string, sms: OutgoingSms): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: sms.to, text: sms.text }),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
}

/**
 * SMS, built like mail (plugins/mail.ts): with SMS_WEBHOOK_URL each message is posted to that
 * gateway hook; without it, stored in sms_outbox (shown at /api/dev/sms). Outside production
 * a message sent through the hook is stored too, so that developers and tests can read it.
 */
export const smsPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { smsWebhookUrl, isProduction } = options.config;
    const keep = !smsWebhookUrl || !isProduction;
    app.decorate('sms', {
      async send(sms: OutgoingSms) {
        if (smsWebhookUrl) await postToWebhook(smsWebhookUrl, sms);
        if (keep) {
          await app.db
            .insert(schema.smsOutbox)
            .values({ ...sms, transport: smsWebhookUrl ? 'webhook' : 'outbox' });
        }
        // The text carries an invite link: only the recipient is logged.
        app.log.info({ to: sms.to, webhook: Boolean(smsWebhookUrl) }, 'sms sent');
      },
    });
  },
  { name: 'sms' },
);
