import {
  ApiErrorBody,
  RemoteSession,
  RemoteSessionConnection,
  RemoteSessionRequest,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, Paging, security } from '../../../http/route-schemas';
import { membershipOf, partnerCallerOf } from '../../../plugins/auth';
import {
  callerOpenSessions,
  companyDeviceSessions,
  partnerMove,
  requestSession,
} from '../../../services/partner-sessions';
import type { PartnerMove } from '../../../services/session-rules';

const tags = ['pro-accounts'];
const DeviceParams = CompanyParams.extend({ deviceId: z.uuid() });
const SessionParams = DeviceParams.extend({ partnerDeviceSessionId: z.uuid() });
const ENDED =
  'On a session that has ended: 409 SESSION_EXPIRED if it ran out, else SESSION_ENDED. An open session past its end time is ended as Expired first, then 409 SESSION_EXPIRED.';

const MOVES: Record<PartnerMove, { path: string; summary: string; rules: string }> = {
  enter: {
    path: '/api/v1/proAccounts/:partnerAccountId/devices/:deviceId/sessions/:partnerDeviceSessionId/enter',
    summary: 'Enter an approved remote session and work on the device (InProgress)',
    rules:
      'Active → InProgress with the caller as activeUser; entering one’s own session in progress again changes nothing. 409 SESSION_NOT_STARTED while the homeowner has not approved it; 409 SESSION_IS_ACTIVE while another technician is in it.',
  },
  leave: {
    path: '/api/v1/proAccounts/:partnerAccountId/device/:deviceId/sessions/:partnerDeviceSessionId/leave',
    summary: 'Leave the remote session one is working in (Active again)',
    rules:
      'InProgress by the caller → Active, activeUser null. 409 SESSION_IS_ACTIVE when another technician is in it; 409 NO_ACTIVE_SESSION when nobody is; 409 SESSION_NOT_STARTED while it is pending.',
  },
  close: {
    path: '/api/v1/proAccounts/:partnerAccountId/device/:deviceId/sessions/:partnerDeviceSessionId/close',
    summary: 'Cancel a pending remote session, or close an approved one',
    rules:
      'Pending → ended Cancelled; Active, or InProgress by the caller → ended Closed. 409 SESSION_IS_ACTIVE while another technician is in it.',
  },
};

// A company's remote support sessions on its customers' devices (issue 17, spec 001 §7.9).
export const remoteSessionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/v1/proAccounts/:partnerAccountId/devices/:deviceId/sessions',
    {
      config: { access: { partner: 'remoteSessions:start', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Ask the homeowner for a remote session on the device (Pending)',
        description:
          'durationMinutes is 30, 60 (the default), 120 or 240, counted from the approval. The request lapses (ended Expired) when the homeowner has not answered within 24 hours: expiresAt says when. 409 SERVICE_NOT_CONFIGURED when the homeowner has not accepted the company’s RemoteAccess service on the device (none, pending or rejected); 409 SESSION_EXISTS while the device has an open session of any company (one past its end time is ended as Expired first). The company and the household hear of it live (RemoteSessionChanged).',
        security,
        params: DeviceParams,
        body: RemoteSessionRequest,
        response: { 201: RemoteSession, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await requestSession(
            ctx,
            partnerCallerOf(request),
            request.params.deviceId,
            request.body,
          ),
        ),
  );

  app.get(
    '/api/v1/proAccounts/:partnerAccountId/devices/:deviceId/sessions',
    {
      config: { access: { partner: 'customers:read', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: "The company's remote sessions on the device, newest first",
        description:
          'Open and ended ones (status null, endedAt and endReason once ended). Sessions past their end time are ended as Expired before the list is read.',
        security,
        params: DeviceParams,
        querystring: Paging,
        response: { 200: RemoteSessionConnection, ...errors },
      },
    },
    (request) =>
      companyDeviceSessions(ctx, membershipOf(request), request.params.deviceId, request.query),
  );

  app.get(
    '/api/v1/proAccounts/:partnerAccountId/sessions',
    {
      config: { access: { partner: 'remoteSessions:start', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: "The caller's open remote sessions, newest first",
        description:
          'The open sessions the caller asked for or works in, in this company: the session banner follows them. Sessions past their end time are ended as Expired before the list is read.',
        security,
        params: CompanyParams,
        querystring: Paging,
        response: { 200: RemoteSessionConnection, ...errors },
      },
    },
    (request) => callerOpenSessions(ctx, partnerCallerOf(request), request.query),
  );

  for (const [move, { path, summary, rules }] of Object.entries(MOVES)) {
    app.put(
      path,
      {
        config: { access: { partner: 'remoteSessions:start', market: 'customerAccounts' } },
        schema: {
          tags,
          summary,
          description: `${rules} ${ENDED} The company and the household hear of every change live.`,
          security,
          params: SessionParams,
          response: { 200: RemoteSession, ...errors, 409: ApiErrorBody },
        },
      },
      (request) =>
        partnerMove(
          ctx,
          partnerCallerOf(request),
          request.params.deviceId,
          request.params.partnerDeviceSessionId,
          move as PartnerMove,
        ),
    );
  }
};
