import type { PartnerDeviceServiceType } from '@portal/contracts';
import type { OutgoingMail } from '../plugins/mail';
import { compose } from './company-messages';
import { mailTranslator } from './i18n';
import { expiryDate } from './messages';

/**
 * The homeowner's invite to take a home over, in the inviter's language: the homeowner has
 * no account to read a language from yet, and a partner usually shares its customers' one.
 */
export function deviceInviteMail(
  to: string,
  locale: string,
  invite: { company: string; location: string; url: string; expiresAt: Date },
): OutgoingMail {
  const { lang, t } = mailTranslator(locale);
  return compose(
    to,
    lang,
    t('deviceInvite.subject', { company: invite.company }),
    [
      t('deviceInvite.intro', { company: invite.company, location: invite.location }),
      t('deviceInvite.outro', { expiresAt: expiryDate(lang, invite.expiresAt) }),
    ],
    { label: t('deviceInvite.action'), url: invite.url },
  );
}

/**
 * A household admin's or member's mail: a company asks for a service on devices of their home,
 * in the homeowner's language, with a link to the app where they answer.
 */
export function serviceRequestMail(
  to: string,
  locale: string,
  request: {
    company: string;
    serviceType: (typeof PartnerDeviceServiceType)[number];
    devices: string[];
    home: string;
    url: string;
  },
): OutgoingMail {
  const { lang, t } = mailTranslator(locale);
  const values = {
    company: request.company,
    service: t(`serviceRequest.service.${request.serviceType}`),
    devices: new Intl.ListFormat(lang, { type: 'conjunction' }).format(request.devices),
    home: request.home,
  };
  return compose(
    to,
    lang,
    t('serviceRequest.subject', values),
    [t('serviceRequest.intro', values), t('serviceRequest.outro', values)],
    { label: t('serviceRequest.action'), url: request.url },
  );
}

/** A receiving company's owner's or admin's mail: a customer's home was handed over to it. */
export function deviceHandoffMail(
  to: string,
  locale: string,
  handoff: { source: string; company: string; customer: string; home: string; url: string },
): OutgoingMail {
  const { lang, t } = mailTranslator(locale);
  const { url, ...values } = handoff;
  return compose(
    to,
    lang,
    t('deviceHandoff.subject', values),
    [t('deviceHandoff.intro', values), t('deviceHandoff.outro', values)],
    { label: t('deviceHandoff.action'), url },
  );
}
