import {
  ApiErrorBody,
  ConnectionArgs,
  connectionOf,
  DEFAULT_PAGE_SIZE,
  OutboxMail,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { escapeHtml } from '../../mail/messages';
import { decodeCursor, encodeCursor, listOutbox, type OutboxRow } from './repository';

const Query = ConnectionArgs.pick({ first: true, after: true, filterBy: true });

function toNode(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: row.links,
    createdAt: row.createdAt.toISOString(),
  };
}

// The mail outbox of DESIGN.md, registered only outside production.
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/mail',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'The mail outbox, newest first (outside production only); filterBy = recipient',
        querystring: Query,
        response: { 200: connectionOf(OutboxMail), 400: ApiErrorBody },
      },
    },
    async (request) => {
      const { first = DEFAULT_PAGE_SIZE, after, filterBy } = request.query;
      const cursor = after ? decodeCursor(after) : undefined;
      if (after && !cursor) {
        throw new AppError(400, 'Invalid request. query.after: is not a cursor', undefined, [
          { field: 'query.after', message: 'is not a cursor' },
        ]);
      }
      const page = await listOutbox(app.db, {
        first,
        ...(cursor ? { after: cursor } : {}),
        ...(filterBy ? { to: filterBy } : {}),
      });
      const nodes = page.rows.map(toNode);
      const firstRow = page.rows[0];
      const lastRow = page.rows.at(-1);
      return {
        nodes,
        pageInfo: {
          hasNextPage: page.hasNextPage,
          hasPreviousPage: Boolean(after),
          startCursor: firstRow ? encodeCursor(firstRow) : null,
          endCursor: lastRow ? encodeCursor(lastRow) : null,
        },
        totalCount: page.totalCount,
      };
    },
  );

  app.get(
    '/dev/mail',
    {
      config: { access: 'public' },
      schema: { hide: true },
    },
    async (_request, reply) => {
      const page = await listOutbox(app.db, { first: 50 });
      const items = page.rows
        .map((row) => {
          const links = row.links
            .map(
              (link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></li>`,
            )
            .join('');
          return `<article><h2>${escapeHtml(row.subject)}</h2>
<p>To: ${escapeHtml(row.to)} · <time datetime="${row.createdAt.toISOString()}">${escapeHtml(row.createdAt.toISOString())}</time></p>
${links ? `<ul>${links}</ul>` : ''}<pre>${escapeHtml(row.text)}</pre></article>`;
        })
        .join('\n');
      const body = items || '<p>No mail yet.</p>';
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mail outbox – Aeris Pro Portal</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><main><h1>Mail outbox</h1><p>${page.totalCount} messages, newest first (development only).</p>
${body}</main></body></html>`);
    },
  );
};
