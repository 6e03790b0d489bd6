import {
  AdminEmail,
  AdminEmailConnection,
  AlertProfile,
  AlertProfileInput,
  AlertSetting,
  AlertSettingsInput,
  ApiErrorBody,
  EMAIL_RECIPIENTS_MAX,
  NOT_CREATED_ID,
  THRESHOLD_MAX,
  THRESHOLD_MIN,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PartnerAccess } from '../../../access';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, Paging, security } from '../../../http/route-schemas';
import { membershipOf, partnerCallerOf } from '../../../plugins/auth';
import { adminEmails, changeProfile, createProfile, emailRecipients, getProfile } from './service';
import { listSettings, saveSettings } from './settings-service';

const tags = ['pro-accounts'];
const READ: PartnerAccess = { partner: 'alerts:read' };
const WRITE: PartnerAccess = { partner: 'alertSettings:manage' };
const WHO_WRITES =
  'Owners and company admins (alertSettings:manage) of a company with an ACTIVE Pro Alerts enrollment; others get 403.';
const PROFILE_RULES =
  'Email on needs at least one recipient; at least one severity; productGroupIds are Pro Alerts product groups (empty: all devices). Each refused with 400 naming the field, nothing stored.';
const SETTINGS_RULES = `Each alert is checked against the catalogue, and one bad alert refuses the whole write with 400 naming the field (body.settings.{index}.alertName, .configData.threshold, .configData.observedTime, .recommendedAction): an unknown or repeated alertName; a threshold on an alert without one or of the wrong type; a temperature or humidity threshold outside ${THRESHOLD_MIN}..${THRESHOLD_MAX}; a level or count not among the alert's choices (VOC and CO2 never take a "good" level); an observed time not among its choices (VOC and CO2 also take PT1H). A recommended action that is empty or the default follows the default. locale is the language the company wrote its texts in.`;

// The Pro Alerts configuration of a company (spec 001 §7.9 alertProfiles/default; spec 000 §3,
// §4, §5): the profile (who is mailed about which alerts, on which devices, and whether existing
// customers were asked), the settings of each alert type, and the administrators' addresses.
export const alertProfileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const profilePath = '/api/v1/proAccounts/:partnerAccountId/alertProfiles/default';

  app.get(
    profilePath,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The company's Pro Alerts profile",
        description: `Before the company creates one, its defaults with id ${NOT_CREATED_ID}: email off, severities Urgent and Warning, no recipients, all devices, not applied to existing customers. eligibleLocationsCount counts the homes with a device of the chosen groups; application is the apply-to-existing-customers run, once there is one.`,
        security,
        params: CompanyParams,
        response: { 200: AlertProfile, ...errors },
      },
    },
    (request) => getProfile(ctx.db, membershipOf(request).partnerAccountId),
  );

  app.post(
    profilePath,
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: "Create the company's Pro Alerts profile",
        description: `${WHO_WRITES} ${PROFILE_RULES} applyToExistingInstalls true asks every eligible home for Pro Alerts in a background run (see application); it can only be chosen here and cannot be undone. 409 when the company has a profile already (change it with PUT).`,
        security,
        params: CompanyParams,
        body: AlertProfileInput,
        response: { 201: AlertProfile, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createProfile(ctx, partnerCallerOf(request), request.body)),
  );

  app.put(
    profilePath,
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: "Change the company's Pro Alerts profile",
        description: `${WHO_WRITES} ${PROFILE_RULES} applyToExistingInstalls must stay as it was created (400 otherwise). 404 before the profile is created.`,
        security,
        params: CompanyParams,
        body: AlertProfileInput,
        response: { 200: AlertProfile, ...errors },
      },
    },
    (request) => changeProfile(ctx, partnerCallerOf(request), request.body),
  );

  app.get(
    `${profilePath}/emailRecipients`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The addresses the company's Pro Alerts are mailed to",
        description: `A plain list, not paged: a profile holds at most ${EMAIL_RECIPIENTS_MAX} recipients. Empty before the profile is created.`,
        security,
        params: CompanyParams,
        response: { 200: z.array(AdminEmail), ...errors },
      },
    },
    (request) => emailRecipients(ctx.db, membershipOf(request).partnerAccountId),
  );

  app.get(
    `${profilePath}/settings`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "Every alert type with the company's settings for it",
        description: `In the catalogue's order. An alert the company has not set yet has id ${NOT_CREATED_ID} and the catalogue's defaults; configData fills whatever the company did not choose with the defaults. options are the catalogue's choices (threshold levels or counts, observed times).`,
        security,
        params: CompanyParams,
        response: { 200: z.array(AlertSetting), ...errors },
      },
    },
    (request) => listSettings(ctx.db, membershipOf(request).partnerAccountId),
  );

  app.post(
    `${profilePath}/settings`,
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: "Create the company's alert settings for the listed alerts",
        description: `${WHO_WRITES} ${SETTINGS_RULES} 409 when the company has settings already (change them with PUT). Answers every alert type, as GET.`,
        security,
        params: CompanyParams,
        body: AlertSettingsInput,
        response: { 201: z.array(AlertSetting), ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveSettings(ctx, membershipOf(request), request.body, 'create')),
  );

  app.put(
    `${profilePath}/settings`,
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: "Change the company's settings of the listed alerts",
        description: `${WHO_WRITES} Each listed alert is replaced by what is sent, or created when the company has not set it yet; the others stay. ${SETTINGS_RULES} Answers every alert type, as GET.`,
        security,
        params: CompanyParams,
        body: AlertSettingsInput,
        response: { 200: z.array(AlertSetting), ...errors },
      },
    },
    (request) => saveSettings(ctx, membershipOf(request), request.body, 'update'),
  );

  app.get(
    '/api/v1/proAccounts/:partnerAccountId/adminEmails',
    {
      config: { access: { partner: 'company:read' } },
      schema: {
        tags,
        summary: "The addresses of the company's owners and company admins",
        description:
          'ACTIVE owners and company admins, by address; any member may read them (the support address the portal shows when saving alert settings fails).',
        security,
        params: CompanyParams,
        querystring: Paging,
        response: { 200: AdminEmailConnection, ...errors },
      },
    },
    (request) => adminEmails(ctx, membershipOf(request), request.query),
  );
};
