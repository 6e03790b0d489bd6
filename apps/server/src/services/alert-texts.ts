import type { Database } from '@portal/db';
import { findUserById } from '../identity/users-repository';
import { mailTranslator } from '../mail/i18n';
import english from '../mail/locales/en.json' with { type: 'json' };

// The alert types' texts (title, description, what it means for the homeowner) as the partner's
// alert lists and the homeowner's alerts show them. They live with the mail texts, so that an
// alert reads the same in the portal, the app and the alert mail, in each of the 19 languages.

type AlertName = keyof typeof english.alertTypes;
export type AlertTextPart = 'title' | 'description' | 'homeownerMessage';

const isAlertName = (name: string): name is AlertName => Object.hasOwn(english.alertTypes, name);

export type AlertTexts = {
  /** The text of an alert type; an alert type without texts shows its name. */
  text: (alertName: string, part: AlertTextPart) => string;
};

/** The alert texts in a language: the one asked for, else the user's (users.locale), else English. */
export function alertTexts(language: string | null | undefined): AlertTexts {
  const { t } = mailTranslator(language);
  return {
    text: (alertName, part) =>
      isAlertName(alertName) ? t(`alertTypes.${alertName}.${part}`) : alertName,
  };
}

/** The alert texts a user reads: in the language asked for, else in their own (users.locale). */
export async function userAlertTexts(
  db: Database,
  userId: string,
  language?: string | undefined,
): Promise<AlertTexts> {
  return alertTexts(language ?? (await findUserById(db, userId))?.locale);
}
