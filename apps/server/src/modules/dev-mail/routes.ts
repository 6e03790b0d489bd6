import { ApiErrorBody, ConnectionArgs, connectionOf, OutboxMail } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escapeHtml } from '../../mail/messages';
import { listOutbox } from './service';

const Query = ConnectionArgs.pick({ first: true, after: true, filterBy: true });

// The mail outbox of DESIGN.md: a developer tool (plugins/dev-tools.ts).
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/mail',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary:
          'The mail outbox, newest first (DEV_TOOLS=true, this machine only); filterBy = recipient',
        querystring: Query,
        response: { 200: connectionOf(OutboxMail), 400: ApiErrorBody },
      },
    },
    async (request) => listOutbox(app.db, request.query),
  );

  app.get(
    '/dev/mail',
    {
      config: { access: 'public' },
      schema: { hide: true },
    },
    async (_request, reply) => {
      const page = await listOutbox(app.db, { first: 50 });
      const items = page.nodes
        .map((mail) => {
          const links = mail.links
            .map(
              (link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></li>`,
            )
            .join('');
          return `<article><h2>${escapeHtml(mail.subject)}</h2>
<p>To: ${escapeHtml(mail.to)} · <time datetime="${mail.createdAt}">${escapeHtml(mail.createdAt)}</time></p>
${links ? `<ul>${links}</ul>` : ''}<pre>${escapeHtml(mail.text)}</pre></article>`;
        })
        .join('\n');
      const body = items || '<p>No mail yet.</p>';
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mail outbox – Aeris Pro Portal</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><main><h1>Mail outbox</h1><p>${page.totalCount} messages, newest first (developer tools, this machine only).</p>
${body}</main></body></html>`);
    },
  );
};
