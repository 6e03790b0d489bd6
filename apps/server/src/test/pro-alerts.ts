import { type FeatureType, PROGRAM_PRO_ALERTS } from '@portal/contracts';
import { type Database, schema } from '@portal/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enroll, type SubscriptionStatus, subscribedCompany } from './partners';

// Factories for Pro Alerts: a company's enrollment in the program and the catalogue's
// product groups, so a test sets up a subscriber without the calls it is not about.

/** The company's enrollment in Pro Alerts, ACTIVE unless told. */
export const enrollInProAlerts = (
  db: Database,
  company: { id: string },
  status: SubscriptionStatus = 'ACTIVE',
) => enroll(db, company, PROGRAM_PRO_ALERTS, status);

/** A company with an ACTIVE Pro Alerts enrollment and its owner, signed in. */
export const proAlertsCompany = (app: FastifyInstance, db: Database) =>
  subscribedCompany(app, db, PROGRAM_PRO_ALERTS);

/** The catalogue's product groups of a feature, in the catalogue's order. */
export function productGroupsOf(db: Database, featureType: FeatureType) {
  const { productGroups } = schema;
  return db
    .select({ id: productGroups.id, name: productGroups.name })
    .from(productGroups)
    .where(eq(productGroups.featureType, featureType))
    .orderBy(asc(productGroups.position));
}

/** One alert of a settings write as a client sends it, bad values included. */
export type SettingsWrite = {
  alertName: string;
  isEnabled: boolean;
  recommendedAction?: string;
  configData?: object;
};

export const alertSettingsUrl = (companyId: string) =>
  `/api/v1/proAccounts/${companyId}/alertProfiles/default/settings`;

/** POST or PUT of a company's alert settings, with the locale when one is given. */
export function sendSettings(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  companyId: string,
  headers: { authorization: string },
  settings: SettingsWrite[],
  locale?: string,
) {
  return app.inject({
    method,
    url: alertSettingsUrl(companyId),
    headers,
    payload: { ...(locale ? { locale } : {}), settings },
  });
}

/** The settings rows the company has stored, by alert name. */
export function storedSettings(db: Database, companyId: string) {
  return db
    .select()
    .from(schema.proAlertSettings)
    .where(eq(schema.proAlertSettings.partnerAccountId, companyId))
    .orderBy(asc(schema.proAlertSettings.alertName));
}
