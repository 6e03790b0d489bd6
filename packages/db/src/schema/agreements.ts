import { index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { agreementConsentStatus, agreementScope, agreementType } from './enums';
import { users } from './users';

/**
 * One version of an agreement's text (e.g. the Pro terms, ProTnC for scope AerisPro) in one
 * locale, optionally for one country. The current version is the newest whose effective
 * date has come, so a new version can be stored before it takes effect.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agreementType: agreementType('agreement_type').notNull(),
    applicationScope: agreementScope('application_scope').notNull(),
    version: text('version').notNull(),
    /** A portal language (en, fr-CA, ...). */
    locale: text('locale').notNull(),
    /** Null: the text for every country of the locale. */
    countryCode: text('country_code'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    effectiveDate: timestamp('effective_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('agreements_version_unique')
      .on(
        table.agreementType,
        table.applicationScope,
        table.locale,
        table.countryCode,
        table.version,
      )
      .nullsNotDistinct(),
    index('agreements_current_idx').on(
      table.agreementType,
      table.applicationScope,
      table.locale,
      table.effectiveDate,
    ),
  ],
);

/** A user's answer to one agreement version; answering again replaces it. */
export const agreementConsents = pgTable(
  'agreement_consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    status: agreementConsentStatus('status').notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.agreementId] })],
);
