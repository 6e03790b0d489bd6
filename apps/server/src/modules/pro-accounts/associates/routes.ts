import {
  Associate,
  AssociateConnection,
  AssociateCreate,
  AssociateHomeConnection,
  AssociateHomeListQuery,
  AssociateHomesChange,
  AssociateListQuery,
  AssociateUpdate,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PartnerAccess } from '../../../access';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { membershipOf } from '../../../plugins/auth';
import {
  associate,
  changeAssociate,
  changeAssociateHomes,
  createAssociate,
  listAssociateHomes,
  listAssociates,
  removeAssociate,
} from './service';

const tags = ['pro-accounts'];
const AssociateParams = CompanyParams.extend({ partnerAssociateId: z.uuid() });
// Associates feed the builders' dashboard: its readers read them, the administrators keep them.
const READ: PartnerAccess = { partner: 'insights:read' };
const WRITE: PartnerAccess = { partner: 'company:update' };
const READERS =
  'Members whose role has insights:read (not GUEST or TECHNICIAN, who get 403); another company answers 404.';
const WRITERS =
  'Owners and company admins (company:update), others get 403; another company, or another company’s associate, answers 404.';
const FIELDS =
  "contactEmail is stored lower-cased; phoneNumber is checked by the company's country rules (spec 000 §5, a number starting with + carries its own) and stored as E.164.";

// The company's associates (spec 001 §7.9; PartnerAssociateType Builder) and their homes.
export const associatesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const base = '/api/v1/proAccounts/:partnerAccountId/associates';

  app.get(
    base,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The company's associates (builders) by name, 15 a page unless first/last say",
        description: `${READERS} filterBy keeps those whose name starts with it, any case.`,
        security,
        params: CompanyParams,
        querystring: AssociateListQuery,
        response: { 200: AssociateConnection, ...errors },
      },
    },
    (request) => listAssociates(ctx, membershipOf(request), request.query),
  );

  app.post(
    base,
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Add an associate (a builder)',
        description: `${WRITERS} ${FIELDS}`,
        security,
        params: CompanyParams,
        body: AssociateCreate,
        response: { 201: Associate, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAssociate(ctx, membershipOf(request), request.body)),
  );

  app.get(
    `${base}/:partnerAssociateId`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One associate, with how many homes are linked to it',
        description: READERS,
        security,
        params: AssociateParams,
        response: { 200: Associate, ...errors },
      },
    },
    (request) => associate(ctx, membershipOf(request), request.params.partnerAssociateId),
  );

  app.put(
    `${base}/:partnerAssociateId`,
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: "Change any of the associate's fields; null clears an optional one",
        description: `${WRITERS} ${FIELDS}`,
        security,
        params: AssociateParams,
        body: AssociateUpdate,
        response: { 200: Associate, ...errors },
      },
    },
    (request) =>
      changeAssociate(ctx, membershipOf(request), request.params.partnerAssociateId, request.body),
  );

  app.delete(
    `${base}/:partnerAssociateId`,
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Delete an associate; its homes stay, unlinked',
        description: `${WRITERS} The homes are the company's customers' homes, not the builder's: they stay as they are, no longer linked to a builder, and leave the builders' dashboard.`,
        security,
        params: AssociateParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeAssociate(ctx, membershipOf(request), request.params.partnerAssociateId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${base}/:partnerAssociateId/homes`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The homes linked to the associate, newest first',
        description: `${READERS} createdAt is when the company added the home (pre-registered it); commissionedAt when its first device still registered there was installed, null without devices.`,
        security,
        params: AssociateParams,
        querystring: AssociateHomeListQuery,
        response: { 200: AssociateHomeConnection, ...errors },
      },
    },
    (request) =>
      listAssociateHomes(
        ctx,
        membershipOf(request),
        request.params.partnerAssociateId,
        request.query,
      ),
  );

  app.put(
    `${base}/:partnerAssociateId/homes`,
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Link homes to the associate (pre-registered by it) and unlink others',
        description: `${WRITERS} add links the company's homes to the associate, moving any linked to another; remove unlinks those linked to it (others stay as they are). An id that is not one of the company's homes, or a home in both lists, is a 400 naming it, and nothing changes. Answers the associate with its new count of homes.`,
        security,
        params: AssociateParams,
        body: AssociateHomesChange,
        response: { 200: Associate, ...errors },
      },
    },
    (request) =>
      changeAssociateHomes(
        ctx,
        membershipOf(request),
        request.params.partnerAssociateId,
        request.body,
      ),
  );
};
