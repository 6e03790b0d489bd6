import type { AppContext } from '../../context';
import type { Executor } from '../../db/executor';
import {
  type AlertMailItem,
  type AlertMailRecipient,
  alertDigestMail,
  alertMail,
  alertMailChange,
} from '../../mail/alert-messages';
import {
  type AlertMailFacts,
  alertMailFacts,
  companiesWithHeldMail,
  localesByEmail,
  lockNotification,
  mailedWithin,
  markMailed,
  type NotificationRow,
  takeHeldNotifications,
} from '../../repositories/alert-notifications';
import { alertMailSettingsOf } from '../../repositories/alert-settings';
import { insertAlertEvents } from '../../repositories/device-alerts';

// The alert mail (issue 15 item 3). The engine notes what a company is owed (alert_notifications:
// a company's alert opened, escalated or cleared, of a severity its profile mails, not snoozed)
// and queues a job per note. The job mails it at once to each of the profile's recipients in
// their language, unless the company was mailed about the same device and alert type within
// config.telemetry.mailGraceMinutes: then it is held, and the daily digest mails each company's
// held notes in one mail per recipient. So a flapping sensor sends one mail, then one digest.

/** Where a recipient opens the alert. */
export function alertUrl(ctx: AppContext, alertId: string): string {
  return `${ctx.config.publicUrl}/mybusiness/alerts/dashboard/${alertId}`;
}

/** Each address in its user's language (users.locale), English for an address of no user. */
async function recipientsOf(tx: Executor, emails: string[]): Promise<AlertMailRecipient[]> {
  const locales = await localesByEmail(tx, emails);
  return emails.map((email) => ({ email, locale: locales.get(email.toLowerCase()) ?? null }));
}

/** The company's recipients, none while its profile mails nothing. */
async function companyRecipients(tx: Executor, partnerAccountId: string) {
  const [settings] = await alertMailSettingsOf(tx, [partnerAccountId]);
  if (!settings?.emailEnabled) return [];
  return recipientsOf(tx, settings.emailRecipients);
}

function itemOf(ctx: AppContext, row: NotificationRow, facts: AlertMailFacts): AlertMailItem {
  return {
    facts,
    change: alertMailChange(row.change),
    severity: row.severity,
    at: row.createdAt,
    url: alertUrl(ctx, row.alertId),
  };
}

/** The history's note that the alert was mailed, and to whom. */
function mailedEvents(rows: NotificationRow[], recipients: AlertMailRecipient[]) {
  const alerts = new Map(rows.map((row) => [row.alertId, row]));
  const detail = recipients.map((recipient) => recipient.email).join(', ');
  return [...alerts.values()].map((row) => ({
    alertId: row.alertId,
    type: 'Mailed',
    severity: row.severity,
    detail,
  }));
}

/**
 * The job of one notification: mails it now, or leaves it held (mailed_at null) for the digest
 * when the grace period says so. Sent inside the transaction that holds the notification's
 * lock: a failed send rolls back and pg-boss retries the job.
 */
export async function mailAlertNotification(ctx: AppContext, notificationId: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockNotification(tx, notificationId);
    if (!row || row.mailedAt || row.digestedAt) return;
    if (await mailedWithin(tx, row, ctx.config.telemetry.mailGraceMinutes)) return;
    const recipients = await companyRecipients(tx, row.partnerAccountId);
    const [facts] = await alertMailFacts(tx, [row.alertId]);
    if (recipients.length === 0 || !facts) return;
    const item = itemOf(ctx, row, facts);
    for (const recipient of recipients) await ctx.mailer.send(alertMail(recipient, item));
    await markMailed(tx, row.id);
    await insertAlertEvents(tx, mailedEvents([row], recipients));
  });
}

/**
 * The daily digest: for each company with held notifications, takes them all (digested_at) and
 * mails them in one mail per recipient. A company whose profile mails no one any more has
 * them taken without a mail, so they do not wait forever.
 */
export async function mailAlertDigests(ctx: AppContext): Promise<void> {
  for (const partnerAccountId of await companiesWithHeldMail(ctx.db)) {
    await ctx.db.transaction(async (tx) => {
      const held = await takeHeldNotifications(tx, partnerAccountId);
      const recipients = await companyRecipients(tx, partnerAccountId);
      if (held.length === 0 || recipients.length === 0) return;
      const facts = new Map(
        (
          await alertMailFacts(
            tx,
            held.map((row) => row.alertId),
          )
        ).map((fact) => [fact.alertId, fact]),
      );
      const items = held.flatMap((row) => {
        const fact = facts.get(row.alertId);
        return fact ? [itemOf(ctx, row, fact)] : [];
      });
      const company = items[0]?.facts.company;
      if (!company) return;
      for (const recipient of recipients) {
        await ctx.mailer.send(alertDigestMail(recipient, company, items));
      }
      await insertAlertEvents(tx, mailedEvents(held, recipients));
    });
  }
}
