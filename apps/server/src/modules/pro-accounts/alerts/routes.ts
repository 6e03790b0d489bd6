import {
  AlertListQuery,
  AlertQuery,
  DeviceAlert,
  DeviceAlertConnection,
  DeviceAlertInfo,
  DeviceAlertsUpdate,
  DeviceAlertsUpdated,
  DeviceAlertUpdate,
  ReplacementLifetime,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PartnerAccess } from '../../../access';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { partnerCallerOf } from '../../../plugins/auth';
import { chartRoutes } from './chart-routes';
import { alertInfo, HISTORY_LIMIT, replacementLifetime } from './info';
import { dismiss, dismissOne, getAlert, listAlerts } from './service';

const tags = ['pro-accounts'];
const READ: PartnerAccess = { partner: 'alerts:read' };
const DISMISS: PartnerAccess = { partner: 'alerts:dismiss' };
const WHO_READS =
  'Members whose role has alerts:read (owners, company admins, members, technicians, operations; others get 403); an alert or company of another company answers 404, as a missing one.';
const WHO_DISMISSES =
  'Members whose role has alerts:dismiss (owners, company admins, technicians, operations; members and others get 403); an alert of another company answers 404.';
const LIST = `filterBy: comma-separated key:value pairs, several values of a key joined by |, keys status, severity, alertName, customerId, deviceId (e.g. status:Active,severity:Urgent|Warning); a bad one is a 400 on querystring.filterBy. Without a status, the Active alerts only (dismissed ones with status:Dismissed). orderBy TimestampDesc (default) or TimestampAsc, by the time the alert opened. Titles in language, else the caller's own.`;
const AlertParams = CompanyParams.extend({ alertId: z.uuid() });

// A company's device alerts (spec 001 §7.9): the work queue, one alert, its detail, dismissing.
export const alertsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const base = '/api/v1/proAccounts/:partnerAccountId/alerts';
  await app.register(chartRoutes, { ctx });

  app.get(
    base,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The company's device alerts, newest first",
        description: `${WHO_READS} ${LIST}`,
        security,
        params: CompanyParams,
        querystring: AlertListQuery,
        response: { 200: DeviceAlertConnection, ...errors },
      },
    },
    (request) => listAlerts(ctx, partnerCallerOf(request), request.query),
  );

  app.put(
    base,
    {
      config: { access: DISMISS },
      schema: {
        tags,
        summary: 'Dismiss several alerts at once',
        description: `${WHO_DISMISSES} All or nothing: an id that is not one of the company's alerts answers 404 and nothing changes. An alert dismissed already keeps who and when. Answers the alerts in the order of alertIds.`,
        security,
        params: CompanyParams,
        querystring: AlertQuery,
        body: DeviceAlertsUpdate,
        response: { 200: DeviceAlertsUpdated, ...errors },
      },
    },
    async (request) => ({
      nodes: await dismiss(ctx, partnerCallerOf(request), request.body, request.query.language),
    }),
  );

  app.get(
    `${base}/:alertId`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One alert',
        description: WHO_READS,
        security,
        params: AlertParams,
        querystring: AlertQuery,
        response: { 200: DeviceAlert, ...errors },
      },
    },
    (request) =>
      getAlert(ctx, partnerCallerOf(request), request.params.alertId, request.query.language),
  );

  app.put(
    `${base}/:alertId`,
    {
      config: { access: DISMISS },
      schema: {
        tags,
        summary: 'Dismiss an alert',
        description: `${WHO_DISMISSES} Sets status Dismissed with who and when, adds a Dismissed event to its history and tells the company's dashboards. An alert dismissed already answers as it is, unchanged.`,
        security,
        params: AlertParams,
        querystring: AlertQuery,
        body: DeviceAlertUpdate,
        response: { 200: DeviceAlert, ...errors },
      },
    },
    (request) =>
      dismissOne(ctx, partnerCallerOf(request), request.params.alertId, request.query.language),
  );

  app.get(
    `${base}/:alertId/info`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "An alert's detail: description, recommended action, history and the device now",
        description: `${WHO_READS} recommendedAction and observedTime are the company's alert settings, else the catalogue's defaults. history holds the latest ${HISTORY_LIMIT} events, oldest first. readings are the device's latest (all null before it reports), or null while the homeowner has not accepted the company's Pro Alerts service on the device.`,
        security,
        params: AlertParams,
        querystring: AlertQuery,
        response: { 200: DeviceAlertInfo, ...errors },
      },
    },
    (request) =>
      alertInfo(ctx, partnerCallerOf(request), request.params.alertId, request.query.language),
  );

  app.get(
    `${base}/:alertId/replacementLifetime`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Where the part of a replacement reminder stands (filter, humidifier pad)',
        description: `${WHO_READS} From what the device last reported: when the part was changed and how many days it lasts. daysRemaining counts the UTC calendar days from today to dueAt's day (0 on the due day, negative once overdue), as the reminders do; percentUsed the share of the lifetime gone, to one decimal. Any other alert, or a device that has not reported the part, answers 404 saying so; 403 while the homeowner has not accepted the company's Pro Alerts service on the device.`,
        security,
        params: AlertParams,
        response: { 200: ReplacementLifetime, ...errors },
      },
    },
    (request) => replacementLifetime(ctx, partnerCallerOf(request), request.params.alertId),
  );

  app.get(
    '/api/v1/proAccounts/:partnerAccountId/locations/:partnerDeviceLocationId/alerts',
    {
      config: { access: { ...READ, market: 'customerAccounts' } },
      schema: {
        tags,
        summary: "The alerts of the devices at one of the company's homes",
        description: `${WHO_READS} A home of another company answers 404. ${LIST}`,
        security,
        params: CompanyParams.extend({ partnerDeviceLocationId: z.uuid() }),
        querystring: AlertListQuery,
        response: { 200: DeviceAlertConnection, ...errors },
      },
    },
    (request) =>
      listAlerts(
        ctx,
        partnerCallerOf(request),
        request.query,
        request.params.partnerDeviceLocationId,
      ),
  );
};
