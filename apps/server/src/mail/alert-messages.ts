import type { DeviceAlertSeverity } from '@portal/contracts';
import type { OutgoingMail } from '../plugins/mail';
import type { AlertMailFacts } from '../repositories/alert-notifications';
import { alertTexts } from '../services/alert-texts';
import { compose } from './company-messages';
import { type MailT, mailTranslator } from './i18n';
import { escapeHtml, htmlDocument } from './messages';

// The alert mail to a company's Pro Alerts recipients, in each recipient's language: one mail
// per opened, escalated or cleared alert, and the daily digest of those held back.

export type AlertMailChange = 'Opened' | 'Escalated' | 'Cleared';
type Severity = (typeof DeviceAlertSeverity)[number];

/** One change of an alert, as a mail tells it. */
export type AlertMailItem = {
  facts: AlertMailFacts;
  change: AlertMailChange;
  severity: Severity;
  /** When the change was noted (the digest lists it). */
  at: Date;
  /** The alert on the portal's alerts dashboard. */
  url: string;
};

const isChange = (change: string): change is AlertMailChange =>
  change === 'Opened' || change === 'Escalated' || change === 'Cleared';

/** The stored change as a mail's; the engine writes only these three. */
export function alertMailChange(change: string): AlertMailChange {
  if (!isChange(change)) throw new Error(`not a mailed alert change: ${change}`);
  return change;
}

/** The values the texts fill in, in the recipient's language. */
function values(t: MailT, item: AlertMailItem, language: string) {
  const { facts } = item;
  const where =
    facts.home && facts.customer
      ? t('alertMail.where', { home: facts.home, customer: facts.customer })
      : (facts.home ?? facts.deviceName);
  return {
    title: alertTexts(language).text(facts.alertName, 'title'),
    device: facts.deviceName,
    where,
    company: facts.company,
    severity: t(`alertMail.severity.${item.severity}`),
  };
}

/** A recipient: their users.locale when the address is a portal user's, else null (English). */
export type AlertMailRecipient = { email: string; locale: string | null };

/** One alert change, mailed at once. */
export function alertMail(recipient: AlertMailRecipient, item: AlertMailItem): OutgoingMail {
  const { lang: language, t } = mailTranslator(recipient.locale);
  const filled = values(t, item, language);
  const description = alertTexts(language).text(item.facts.alertName, 'description');
  return compose(
    recipient.email,
    language,
    t(`alertMail.subject.${item.change}`, filled),
    [t(`alertMail.intro.${item.change}`, filled), description, t('alertMail.outro', filled)],
    { label: t('alertMail.action'), url: item.url },
  );
}

/** Minutes precision in UTC, the same for every reader whatever their time zone. */
const utcMinute = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/** The day's held changes of one company in one mail, each with its link, oldest first. */
export function alertDigestMail(
  recipient: AlertMailRecipient,
  company: string,
  items: AlertMailItem[],
): OutgoingMail {
  const { lang: language, t } = mailTranslator(recipient.locale);
  const subject = t('alertMail.digest.subject', { company });
  const intro = t('alertMail.digest.intro');
  const outro = t('alertMail.outro', { company });
  const lines = items.map((item) => ({
    text: t('alertMail.digest.item', {
      ...values(t, item, language),
      change: t(`alertMail.digest.change.${item.change}`),
      time: utcMinute(item.at),
    }),
    url: item.url,
  }));
  const text = [intro, ...lines.map((line) => `- ${line.text}\n  ${line.url}`), outro].join('\n\n');
  const list = lines
    .map((line) => `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.text)}</a></li>`)
    .join('');
  return {
    to: recipient.email,
    subject,
    text: `${text}\n`,
    html: htmlDocument(
      language,
      subject,
      `<p>${escapeHtml(intro)}</p><ul>${list}</ul><p>${escapeHtml(outro)}</p>`,
    ),
    links: lines.map((line) => ({ label: line.text, url: line.url })),
  };
}
