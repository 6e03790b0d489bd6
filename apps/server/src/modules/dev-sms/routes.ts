import { ApiErrorBody, ConnectionArgs, connectionOf } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keysetConnection } from '../../paging';
import { countSmsOutbox, SMS_OUTBOX_ORDER, smsOutboxPage } from './repository';

// A developer tool, not a product call: its shape lives here rather than in the contracts.
const OutboxSms = z
  .object({
    id: z.string(),
    to: z.string(),
    text: z.string(),
    transport: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'OutboxSms' });

// The SMS outbox, the twin of /api/dev/mail: a developer tool (plugins/dev-tools.ts).
export const devSmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/sms',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary:
          'The SMS outbox, newest first (DEV_TOOLS=true, this machine only); filterBy = E.164 number',
        querystring: ConnectionArgs.pick({ first: true, after: true, filterBy: true }),
        response: { 200: connectionOf(OutboxSms), 400: ApiErrorBody },
      },
    },
    (request) => {
      // An unencoded + in a query string reads as a space: take bare digits as E.164 too.
      const filter = request.query.filterBy?.trim() || undefined;
      const to = filter && /^\d+$/.test(filter) ? `+${filter}` : filter;
      return keysetConnection(
        request.query,
        SMS_OUTBOX_ORDER,
        {
          rows: (page) => smsOutboxPage(app.db, to, page),
          totalCount: () => countSmsOutbox(app.db, to),
        },
        ({ cursorKeys, createdAt, ...sms }) => ({ ...sms, createdAt: createdAt.toISOString() }),
      );
    },
  );
};
