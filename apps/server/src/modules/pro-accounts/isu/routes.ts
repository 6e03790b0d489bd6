import {
  ConnectionArgs,
  defaultIsuValues,
  IsuComponentList,
  IsuSettings,
  IsuSettingsUpdate,
  IsuTemplate,
  IsuTemplateConnection,
  IsuTemplateInput,
  SUPPORTED_LANGUAGES,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PartnerAccess } from '../../../access';
import type { AppContext } from '../../../context';
import { DEVICE_ANSWERS, deviceErrors, recordedAs } from '../../../http/device-work';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { membershipOf, partnerCallerOf } from '../../../plugins/auth';
import { isuComponents, isuLanguage } from './labels';
import { changeIsuSettings, isuSettings } from './service';
import {
  changeTemplate,
  createTemplate,
  listTemplates,
  removeTemplate,
  template,
} from './templates';

const tags = ['pro-accounts'];
const DeviceParams = CompanyParams.extend({ deviceId: z.uuid() });
const TemplateParams = CompanyParams.extend({ partnerIsuTemplateId: z.uuid() });
const TemplateListQuery = ConnectionArgs.omit({ orderBy: true }).extend({
  filterBy: z
    .string()
    .optional()
    .meta({ description: 'Keeps the templates whose name starts with it, any case.' }),
});
const LanguageHeaders = z.looseObject({
  language: z
    .string()
    .optional()
    .meta({ description: `The labels' language: one of ${SUPPORTED_LANGUAGES.join(', ')}.` }),
  'accept-language': z.string().optional(),
});

const TECHNICIANS: PartnerAccess = { partner: 'remoteSessions:start', market: 'customerAccounts' };
const READ: PartnerAccess = { partner: 'company:read', market: 'customerAccounts' };
const WRITE: PartnerAccess = { partner: 'company:update', market: 'customerAccounts' };

const IN_SESSION =
  'For a technician of the company (remoteSessions:start, others 403) inside a session in progress they entered on the device: 409 NO_ACTIVE_SESSION without one (or when a colleague is in it), 409 SESSION_EXPIRED once its end time has passed; another company’s device answers 404. For thermostats only: another kind of device answers 409.';
const LABELS =
  'Labels in the language of the `language` header when it is one of the portal’s 19 languages, else the first of Accept-Language’s the portal has, else English (the answer says which).';
const VALUES =
  'values holds installer settings by component id (see GET): an unknown id or a value the setting does not take answers 400 naming body.values.<id>; empty values answers 400.';
const TEMPLATE_WRITERS =
  'Owners and company admins (company:update), others 403. The name is unique in the company, any case (400 on body.name otherwise).';

// A thermostat's installer set-up (ISU) and the company's ISU templates (spec 001 §7.9).
export const isuRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const settings = '/api/v1/proAccounts/:partnerAccountId/devices/:deviceId/isuSettings';
  const templates = '/api/v1/proAccounts/:partnerAccountId/isuTemplates';

  app.get(
    '/api/v1/proAccounts/:partnerAccountId/isuComponents',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The installer settings a thermostat has, at their factory values',
        description: `What a template holds values for (the template editor shows these). Every member (company:read). ${LABELS}`,
        security,
        params: CompanyParams,
        headers: LanguageHeaders,
        response: { 200: IsuComponentList, ...errors },
      },
    },
    (request) => {
      const language = isuLanguage(request.headers.language, request.headers['accept-language']);
      return { language, components: isuComponents(language, defaultIsuValues()) };
    },
  );

  app.get(
    settings,
    {
      config: { access: TECHNICIANS },
      schema: {
        tags,
        summary: "The thermostat's installer set-up, labelled in the caller's language",
        description: `${IN_SESSION} ${LABELS} ${DEVICE_ANSWERS}`,
        security,
        params: DeviceParams,
        headers: LanguageHeaders,
        response: { 200: IsuSettings, ...errors, ...deviceErrors },
      },
    },
    (request) =>
      isuSettings(
        ctx,
        partnerCallerOf(request),
        request.params.deviceId,
        isuLanguage(request.headers.language, request.headers['accept-language']),
      ),
  );

  app.put(
    settings,
    {
      config: { access: TECHNICIANS },
      schema: {
        tags,
        summary: 'Change installer settings, or apply one of the company’s ISU templates',
        description: `${IN_SESSION} ${VALUES} partnerIsuTemplateId applies that template’s values (another company’s template answers 404), and the audit line names it (ISU_TEMPLATE_APPLIED). ${LABELS} ${DEVICE_ANSWERS} ${recordedAs('ISU_SETTINGS_CHANGED')}`,
        security,
        params: DeviceParams,
        headers: LanguageHeaders,
        body: IsuSettingsUpdate,
        response: { 200: IsuSettings, ...errors, ...deviceErrors },
      },
    },
    (request) =>
      changeIsuSettings(
        ctx,
        partnerCallerOf(request),
        request.params.deviceId,
        request.body,
        isuLanguage(request.headers.language, request.headers['accept-language']),
      ),
  );

  app.get(
    templates,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The company's ISU templates by name, 15 a page unless first/last say",
        description: 'Every member of the company reads them.',
        security,
        params: CompanyParams,
        querystring: TemplateListQuery,
        response: { 200: IsuTemplateConnection, ...errors },
      },
    },
    (request) => listTemplates(ctx, membershipOf(request), request.query),
  );

  app.post(
    templates,
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Save an ISU template',
        description: `${TEMPLATE_WRITERS} ${VALUES}`,
        security,
        params: CompanyParams,
        body: IsuTemplateInput,
        response: { 201: IsuTemplate, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTemplate(ctx, membershipOf(request), request.body)),
  );

  app.get(
    `${templates}/:partnerIsuTemplateId`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One ISU template',
        description: 'Every member of the company reads it; another company’s template is 404.',
        security,
        params: TemplateParams,
        response: { 200: IsuTemplate, ...errors },
      },
    },
    (request) => template(ctx, membershipOf(request), request.params.partnerIsuTemplateId),
  );

  app.put(
    `${templates}/:partnerIsuTemplateId`,
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Replace an ISU template’s name, description and values',
        description: `${TEMPLATE_WRITERS} ${VALUES} Another company’s template is 404.`,
        security,
        params: TemplateParams,
        body: IsuTemplateInput,
        response: { 200: IsuTemplate, ...errors },
      },
    },
    (request) =>
      changeTemplate(ctx, membershipOf(request), request.params.partnerIsuTemplateId, request.body),
  );

  app.delete(
    `${templates}/:partnerIsuTemplateId`,
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Delete an ISU template',
        description:
          'Owners and company admins (company:update), others 403. Thermostats it was applied to keep their settings. Another company’s template is 404.',
        security,
        params: TemplateParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeTemplate(ctx, membershipOf(request), request.params.partnerIsuTemplateId);
      return reply.code(204).send(null);
    },
  );
};
