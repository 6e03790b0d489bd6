import {
  AlertSnooze,
  ApiErrorBody,
  HomeownerAlert,
  HomeownerAlertConnection,
  HomeownerAlertSearch,
  HomeownerAlertsQuery,
  SNOOZE_DURATIONS,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errors, security } from '../../http/route-schemas';
import { myAlerts, searchMyAlerts, snoozeAlert } from './alerts';

const tags = ['consumer-users'];
// Any signed-in user may read their own alerts: the lists answer no 403, unlike the snooze.
const failures = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };
const WHAT =
  "The alerts of the devices in the homes of the caller's households, whichever company's settings raised them, newest first; active is false once readings are back to normal. Titles and messages in language, else the caller's own; openedAtLocal is spec 000 §9's MM/dd/yyyy 'at' hh:mm a on the clock of timezone (an IANA name, UTC when absent; another name is a 400 on timezone).";

// The homeowner's alerts (spec 001 §7.11 /users/my/alerts and snooze).
export const homeownerAlertsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/v1/users/my/alerts',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The alerts of the signed-in homeowner's devices",
        description: WHAT,
        security,
        querystring: HomeownerAlertsQuery,
        response: { 200: HomeownerAlertConnection, ...failures },
      },
    },
    (request) => myAlerts(ctx, request.user, request.query),
  );

  app.post(
    '/api/v2/users/my/alerts',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The homeowner's alerts, narrowed in the body",
        description: `${WHAT} deviceIds keeps the alerts of those devices (an id of no device of the caller's matches nothing); activeOnly the active ones; first and after page as in the query of the v1 call.`,
        security,
        body: HomeownerAlertSearch,
        response: { 200: HomeownerAlertConnection, ...failures },
      },
    },
    (request) => searchMyAlerts(ctx, request.user, request.body),
  );

  app.post(
    '/api/v1/users/my/devices/:deviceId/alerts/:notificationId/snooze',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Snooze an alert's type on the device",
        description: `For duration (${SNOOZE_DURATIONS.join(', ')}; PT4H when absent) no alert of this type opens on the device nor is mailed; an open one goes on following the readings. A later snooze replaces the earlier. The alert's history gets a Snoozed event with the homeowner's name. Household admins and members; a guest gets 403. A device of another household answers 404, as a missing one; notificationId is the alert's id, and an alert of another device answers 404. Answers the alert, in language and timezone as the list.`,
        security,
        params: z.object({ deviceId: z.uuid(), notificationId: z.uuid() }),
        querystring: HomeownerAlertsQuery.pick({ language: true, timezone: true }),
        body: AlertSnooze,
        response: { 200: HomeownerAlert, ...errors },
      },
    },
    (request) =>
      snoozeAlert(
        ctx,
        request.user,
        request.params.deviceId,
        request.params.notificationId,
        request.body,
        request.query,
      ),
  );
};
