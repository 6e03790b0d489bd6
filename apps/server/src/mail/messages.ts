import type { OutgoingMail } from '../plugins/mail';
import { type MailLocale, mailLocale } from './locale';

type Texts = { subject: string; intro: string; action: string; outro: string };
type LinkKind = 'verification' | 'reset' | 'unblock';

const LINK_TEXTS: Record<LinkKind, Record<MailLocale, Texts>> = {
  verification: {
    en: {
      subject: 'Verify your email address',
      intro: 'Welcome to the Aeris Pro Portal. Please confirm your email address.',
      action: 'Verify my email',
      outro: 'The link is valid for 7 days. If you did not sign up, ignore this message.',
    },
    de: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      intro: 'Willkommen im Aeris Pro Portal. Bitte bestätigen Sie Ihre E-Mail-Adresse.',
      action: 'E-Mail-Adresse bestätigen',
      outro:
        'Der Link ist 7 Tage gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht.',
    },
    fr: {
      subject: 'Vérifiez votre adresse e-mail',
      intro: 'Bienvenue sur le portail Aeris Pro. Veuillez confirmer votre adresse e-mail.',
      action: 'Vérifier mon adresse e-mail',
      outro: 'Le lien est valable 7 jours. Si vous ne vous êtes pas inscrit, ignorez ce message.',
    },
    es: {
      subject: 'Verifique su dirección de correo electrónico',
      intro: 'Bienvenido al portal Aeris Pro. Confirme su dirección de correo electrónico.',
      action: 'Verificar mi correo',
      outro: 'El enlace es válido durante 7 días. Si no se registró, ignore este mensaje.',
    },
  },
  reset: {
    en: {
      subject: 'Reset your password',
      intro: 'We received a request to reset the password of your Aeris Pro Portal account.',
      action: 'Choose a new password',
      outro: 'The link is valid for 24 hours. If you did not ask for it, ignore this message.',
    },
    de: {
      subject: 'Passwort zurücksetzen',
      intro:
        'Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts für das Aeris Pro Portal erhalten.',
      action: 'Neues Passwort wählen',
      outro:
        'Der Link ist 24 Stunden gültig. Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      intro:
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Aeris Pro.',
      action: 'Choisir un nouveau mot de passe',
      outro:
        "Le lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    },
    es: {
      subject: 'Restablezca su contraseña',
      intro: 'Recibimos una solicitud para restablecer la contraseña de su cuenta de Aeris Pro.',
      action: 'Elegir una nueva contraseña',
      outro: 'El enlace es válido durante 24 horas. Si no lo solicitó, ignore este mensaje.',
    },
  },
  unblock: {
    en: {
      subject: 'Your account was blocked',
      intro:
        'Your Aeris Pro Portal account was blocked after 10 failed sign-in attempts from the same address.',
      action: 'Unblock my account',
      outro: 'If this was not you, reset your password as well.',
    },
    de: {
      subject: 'Ihr Konto wurde gesperrt',
      intro:
        'Ihr Konto im Aeris Pro Portal wurde nach 10 fehlgeschlagenen Anmeldeversuchen von derselben Adresse gesperrt.',
      action: 'Konto entsperren',
      outro: 'Wenn Sie das nicht waren, setzen Sie bitte auch Ihr Passwort zurück.',
    },
    fr: {
      subject: 'Votre compte a été bloqué',
      intro:
        'Votre compte Aeris Pro a été bloqué après 10 tentatives de connexion échouées depuis la même adresse.',
      action: 'Débloquer mon compte',
      outro: "Si ce n'était pas vous, réinitialisez aussi votre mot de passe.",
    },
    es: {
      subject: 'Su cuenta fue bloqueada',
      intro:
        'Su cuenta de Aeris Pro fue bloqueada tras 10 intentos fallidos de inicio de sesión desde la misma dirección.',
      action: 'Desbloquear mi cuenta',
      outro: 'Si no fue usted, restablezca también su contraseña.',
    },
  },
};

const CODE_TEXTS: Record<MailLocale, { subject: string; intro: string; outro: string }> = {
  en: {
    subject: 'Your sign-in code',
    intro: 'Use this code to sign in to the Aeris Pro Portal:',
    outro: 'The code is valid for 10 minutes and can be used once.',
  },
  de: {
    subject: 'Ihr Anmeldecode',
    intro: 'Verwenden Sie diesen Code, um sich im Aeris Pro Portal anzumelden:',
    outro: 'Der Code ist 10 Minuten gültig und kann einmal verwendet werden.',
  },
  fr: {
    subject: 'Votre code de connexion',
    intro: 'Utilisez ce code pour vous connecter au portail Aeris Pro :',
    outro: 'Le code est valable 10 minutes et ne peut être utilisé qu’une fois.',
  },
  es: {
    subject: 'Su código de inicio de sesión',
    intro: 'Use este código para iniciar sesión en el portal Aeris Pro:',
    outro: 'El código es válido durante 10 minutos y solo puede usarse una vez.',
  },
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function htmlDocument(locale: MailLocale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}

/** A mail with one link (verification, password reset, unblock), in the user's language. */
export function linkMail(kind: LinkKind, to: string, locale: string, url: string): OutgoingMail {
  const lang = mailLocale(locale);
  const t = LINK_TEXTS[kind][lang];
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${t.action}: ${url}\n\n${t.outro}\n`,
    html: htmlDocument(
      lang,
      t.subject,
      `<p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.outro)}</p>`,
    ),
    links: [{ label: t.action, url }],
  };
}

/** The passwordless sign-in code, in the user's language. */
export function codeMail(to: string, locale: string, code: string): OutgoingMail {
  const lang = mailLocale(locale);
  const t = CODE_TEXTS[lang];
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${code}\n\n${t.outro}\n`,
    html: htmlDocument(
      lang,
      t.subject,
      `<p>${escapeHtml(t.intro)}</p><p><strong>${code}</strong></p><p>${escapeHtml(t.outro)}</p>`,
    ),
    links: [],
  };
}
