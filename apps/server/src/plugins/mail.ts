import type { schema } from '@portal/db';
import { schema as tables } from '@portal/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type MailLink = schema.MailLink;
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: MailLink[];
};

export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Mail (DESIGN.md): with SMTP_URL every message goes through that server (nodemailer);
 * without it, into the outbox table shown at /dev/mail. Outside production a message sent
 * by SMTP is kept in the outbox too, so that developers and tests can read it.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { smtpUrl, from } = options.config.mail;
    const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
    const keep = !transport || !options.config.isProduction;

    app.decorate('mailer', {
      async send(mail: OutgoingMail) {
        if (transport) {
          await transport.sendMail({
            from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
        }
        if (keep) {
          await app.db.insert(tables.mailOutbox).values({
            ...mail,
            transport: transport ? 'smtp' : 'outbox',
          });
        }
        app.log.info({ to: mail.to, subject: mail.subject, smtp: Boolean(transport) }, 'mail sent');
      },
    });
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mail' },
);
