import type { SessionUser } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { personName } from '@/shared/lib/person-name';

/** The company and its person, as the cards name them: "Northwind HVAC (Jane Smith, Technician)". */
export function partnerInWords(t: TFunction, company: string, user: SessionUser): string {
  const person = personName(user);
  return user.role === null
    ? t('homeApp.sessions.partner', { company, person })
    : t('homeApp.sessions.partnerWithRole', { company, person, role: t(`role.${user.role}`) });
}

/** A session's length: "60 minutes". */
export const durationInWords = (t: TFunction, minutes: number) =>
  t('homeApp.sessions.minutes', { count: minutes });
