import type { OutgoingMail } from '../plugins/mail';
import { compose } from './company-messages';
import { mailTranslator } from './i18n';
import { expiryDate } from './messages';

/**
 * The homeowner's device data is ready (reports/dataRequests): a link to the CSV file, in the
 * homeowner's language, saying until when it works.
 */
export function dataRequestMail(
  to: string,
  locale: string,
  request: { device: string; url: string; expiresAt: Date },
): OutgoingMail {
  const { lang, t } = mailTranslator(locale);
  const device = { device: request.device };
  return compose(
    to,
    lang,
    t('dataRequest.subject', device),
    [
      t('dataRequest.intro', device),
      t('dataRequest.outro', { expiresAt: expiryDate(lang, request.expiresAt) }),
    ],
    { label: t('dataRequest.action'), url: request.url },
  );
}
