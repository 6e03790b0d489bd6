import {
  ApiErrorBody,
  AuditEntryConnection,
  RemoteSession,
  RemoteSessionConnection,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { homeownerId } from '../../../http/homeowner';
import { errors, HouseholdParams, Paging, security } from '../../../http/route-schemas';
import {
  auditTrail,
  homeownerMove,
  householdDeviceSessions,
  householdSessions,
} from '../../../services/household-sessions';
import type { HomeownerMove } from '../../../services/session-rules';

const tags = ['consumer-accounts'];
const DeviceParams = HouseholdParams.extend({ deviceId: z.uuid() });
const SessionParams = DeviceParams.extend({ partnerDeviceSessionId: z.uuid() });
const WHO =
  'Household members and admins answer (guests 403); a device outside the household’s homes is not found (404).';
const ENDED =
  'On a session that has ended: 409 SESSION_EXPIRED if it ran out, else SESSION_ENDED. An open session past its end time is ended as Expired first, then 409 SESSION_EXPIRED.';
const EXPIRING = 'Sessions past their end time are ended as Expired before the list is read.';

const MOVES: Record<HomeownerMove, { summary: string; rules: string }> = {
  approve: {
    summary: 'Approve a partner’s remote session on the device (Active)',
    rules:
      'Pending → Active: approvedAt is now and expiresAt now plus the durationMinutes asked. 409 SESSION_IS_ACTIVE when it is approved already.',
  },
  decline: {
    summary: 'Decline a partner’s request for a remote session',
    rules:
      'Pending → ended Declined. 409 SESSION_IS_ACTIVE when it is approved already: end it instead.',
  },
  end: {
    summary: 'End a remote session on the device, at any time',
    rules: 'Any open session (pending, approved or in progress) → ended EndedByHomeowner.',
  },
};

// The homeowner's side of remote support sessions (issue 17, spec 001 §7.19).
export const householdSessionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/v1/accounts/:consumerAccountId/sessions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The open remote sessions on the household’s devices, newest first',
        description: `Every household role reads them. ${EXPIRING}`,
        security,
        params: HouseholdParams,
        querystring: Paging,
        response: { 200: RemoteSessionConnection, ...errors },
      },
    },
    async (request) =>
      householdSessions(
        ctx,
        await homeownerId(ctx, request),
        request.params.consumerAccountId,
        request.query,
      ),
  );

  app.get(
    '/api/v1/accounts/:consumerAccountId/devices/:deviceId/sessions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Every company’s remote sessions on the device, newest first',
        description: `Open and ended ones. Every household role reads them; a device outside the household’s homes is not found (404). ${EXPIRING}`,
        security,
        params: DeviceParams,
        querystring: Paging,
        response: { 200: RemoteSessionConnection, ...errors },
      },
    },
    async (request) =>
      householdDeviceSessions(
        ctx,
        await homeownerId(ctx, request),
        request.params.consumerAccountId,
        request.params.deviceId,
        request.query,
      ),
  );

  for (const [move, { summary, rules }] of Object.entries(MOVES)) {
    app.put(
      `/api/v1/accounts/:consumerAccountId/devices/:deviceId/sessions/:partnerDeviceSessionId/${move}`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary,
          description: `${rules} ${WHO} ${ENDED} The company and the household hear of every change live.`,
          security,
          params: SessionParams,
          response: { 200: RemoteSession, ...errors, 409: ApiErrorBody },
        },
      },
      async (request) =>
        homeownerMove(
          ctx,
          await homeownerId(ctx, request),
          request.params.consumerAccountId,
          request.params.deviceId,
          request.params.partnerDeviceSessionId,
          move as HomeownerMove,
        ),
    );
  }

  app.get(
    '/api/v1/accounts/:consumerAccountId/devices/:deviceId/auditTrail',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'The device’s audit trail: remote sessions and the work done in them, newest first',
        description:
          'The device’s history lines of the audit events (SESSION_* and the device changes): who (actor) for which company (actorCompany; null for the household and the system), in which session, and each field changed with its value before and after. Every household role reads it; a device outside the household’s homes is not found (404).',
        security,
        params: DeviceParams,
        querystring: Paging,
        response: { 200: AuditEntryConnection, ...errors },
      },
    },
    async (request) =>
      auditTrail(
        ctx,
        await homeownerId(ctx, request),
        request.params.consumerAccountId,
        request.params.deviceId,
        request.query,
      ),
  );
};
