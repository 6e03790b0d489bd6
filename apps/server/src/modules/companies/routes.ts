import {
  ApiErrorBody,
  AppStatusUpdate,
  BrandProfile,
  CompanyConnection,
  CompanyDecision,
  CompanyDetail,
  CompanyDeviceHandoffRequest,
  CompanyDeviceService,
  CompanySearchStatus,
  ConnectionArgs,
  DeviceHandoffResult,
  EmployeeConnection,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HANDOFF_DESCRIPTION } from '../../http/handoff';
import { CompanyParams, security } from '../../http/route-schemas';
import { platformAdminOf } from '../../plugins/auth';
import { getBrandProfile } from '../../services/brand-profiles';
import { changeServiceAppStatus } from '../../services/device-services';
import { handOffHome } from '../../services/handoff';
import { enrollmentRoutes } from './enrollment-routes';
import { companyDetail, companyEmployees, decideCompany, searchAllCompanies } from './service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

// Central administration of partner companies (spec 001 §7.14), platform administrators only:
// search, open an application with its employees, approve, reject or archive it; its
// enrollments (enrollment-routes.ts); its services' place in the homeowner app.
export const companiesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(enrollmentRoutes, { ctx });

  app.get(
    '/api/v1/companies/search',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['companies'],
        summary: 'Search companies by name or owner email, optionally by status',
        description:
          'status NONE finds companies whose application is not submitted yet. orderBy createdAt (newest first, default) or name.',
        security,
        querystring: ConnectionArgs.extend({
          orderBy: z.enum(['createdAt', 'name']).optional(),
          status: CompanySearchStatus.optional(),
        }),
        response: { 200: CompanyConnection, ...errors },
      },
    },
    (request) => searchAllCompanies(ctx, request.query),
  );

  app.get(
    '/api/v1/companies/:partnerAccountId',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['companies'],
        summary: 'A company with its application, owner and last review',
        security,
        params: CompanyParams,
        response: { 200: CompanyDetail, ...errors, 404: ApiErrorBody },
      },
    },
    (request) => companyDetail(ctx, request.params.partnerAccountId),
  );

  app.put(
    '/api/v1/companies/:partnerAccountId',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['companies'],
        summary: 'Approve (ACTIVE), reject (INACTIVE) or archive a company; mails its owner',
        security,
        params: CompanyParams,
        body: CompanyDecision,
        response: { 200: CompanyDetail, ...errors, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    (request) =>
      decideCompany(ctx, request.params.partnerAccountId, request.body, platformAdminOf(request)),
  );

  app.get(
    '/api/v1/companies/:partnerAccountId/employees',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['companies'],
        summary: "A company's employees in the order they joined",
        security,
        params: CompanyParams,
        querystring: ConnectionArgs.omit({ filterBy: true, orderBy: true }),
        response: { 200: EmployeeConnection, ...errors, 404: ApiErrorBody },
      },
    },
    (request) => companyEmployees(ctx, request.params.partnerAccountId, request.query),
  );

  app.post(
    '/api/v1/companies/:partnerAccountId/deviceHandoff',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['companies'],
        summary: "Hand one of the company's homes with its devices over to another company",
        description: HANDOFF_DESCRIPTION,
        security,
        params: CompanyParams,
        body: CompanyDeviceHandoffRequest,
        response: { 200: DeviceHandoffResult, ...errors, 404: ApiErrorBody },
      },
    },
    (request) =>
      handOffHome(ctx, platformAdminOf(request), {
        ...request.body,
        partnerAccountId: request.params.partnerAccountId,
      }),
  );

  app.get(
    '/api/v1/companies/:partnerAccountId/brandProfile',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['companies'],
        summary: "A company's brand profile, as the company sees it",
        description:
          'The answer of GET proAccounts/{partnerAccountId}/brandProfile, defaults included before the company creates one.',
        security,
        params: CompanyParams,
        response: { 200: BrandProfile, ...errors, 404: ApiErrorBody },
      },
    },
    (request) => getBrandProfile(ctx.db, request.params.partnerAccountId),
  );

  app.put(
    '/api/v1/companies/:partnerAccountId/services/:partnerDeviceServiceId/appStatus',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['companies'],
        summary: "Show (ENABLED) or hide (DISABLED) a company's service in the homeowner app",
        description:
          "A DISABLED Homeowner App Branding service brands no home: the homeowner app shows the home without the company's brand until it is ENABLED again. 404 for a service of another company.",
        security,
        params: CompanyParams.extend({ partnerDeviceServiceId: z.uuid() }),
        body: AppStatusUpdate,
        response: { 200: CompanyDeviceService, ...errors, 404: ApiErrorBody },
      },
    },
    (request) =>
      changeServiceAppStatus(
        ctx.db,
        request.params.partnerAccountId,
        request.params.partnerDeviceServiceId,
        request.body,
      ),
  );
};
