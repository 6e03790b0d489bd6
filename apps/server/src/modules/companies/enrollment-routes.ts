import {
  ApiErrorBody,
  ChargeableCount,
  Enrollment,
  EnrollmentConnection,
  EnrollmentCreate,
  EnrollmentCreateV2,
  EnrollmentSearchQuery,
  EntitlementSearchQuery,
  ProgramOffering,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { CompanyParams, Paging, security } from '../../http/route-schemas';
import { platformAdminOf } from '../../plugins/auth';
import {
  chargeableCount,
  companyEnrollments,
  createEnrollment,
  createEnrollmentV2,
  endEnrollment,
  searchEnrollments,
  searchEntitlements,
} from '../../services/enrollments';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
const access = { access: 'platformAdmin' } as const;
const tags = ['companies'];

const OfferingParams = CompanyParams.extend({
  offeringId: z.enum(ProgramOffering).meta({
    description: 'The programme: AIRCYCLE (Pro Alerts) or APP_BRANDING (Homeowner App Branding)',
  }),
});

const CREATE_RULES =
  "The company must be ACTIVE (409 otherwise) and may hold one ACTIVE enrollment per programme (409 while it does; cancel or deactivate it first). The enrollment starts ACTIVE today, source ADMIN; the company's program flags (viewer partnerProgramEnrollments) follow at once.";

// Companies' enrollments in partner programmes (spec 001 §4, §7.14), platform administrators
// only: the history of one company, the search over all of them, and the transitions.
export const enrollmentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/v1/companies/:partnerAccountId/enrollments',
    {
      config: access,
      schema: {
        tags,
        summary: "A company's enrollments, history included, newest first",
        security,
        params: CompanyParams,
        querystring: Paging,
        response: { 200: EnrollmentConnection, ...errors, 404: ApiErrorBody },
      },
    },
    (request) => companyEnrollments(ctx.db, request.params.partnerAccountId, request.query),
  );

  app.post(
    '/api/v1/companies/:partnerAccountId/enrollments',
    {
      config: access,
      schema: {
        tags,
        summary: 'Enroll a company in the programme of a catalogue product',
        description: `${CREATE_RULES} A product no longer sold answers 409.`,
        security,
        params: CompanyParams,
        body: EnrollmentCreate,
        response: { 201: Enrollment, ...errors, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { partnerAccountId } = request.params;
      const enrollment = await createEnrollment(
        ctx.db,
        partnerAccountId,
        request.body,
        platformAdminOf(request),
      );
      return reply.code(201).send(enrollment);
    },
  );

  app.post(
    '/api/v2/companies/:partnerAccountId/enrollments',
    {
      config: access,
      schema: {
        tags,
        summary: 'Enroll a company by offering, variation and billing cycle',
        description: `The product is the one the catalogue sells for them. ${CREATE_RULES}`,
        security,
        params: CompanyParams,
        body: EnrollmentCreateV2,
        response: { 201: Enrollment, ...errors, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { partnerAccountId } = request.params;
      const enrollment = await createEnrollmentV2(
        ctx.db,
        partnerAccountId,
        request.body,
        platformAdminOf(request),
      );
      return reply.code(201).send(enrollment);
    },
  );

  for (const [ending, status, meaning] of [
    ['cancel', 'CANCELLED', 'the company ended it'],
    ['deactivate', 'EXPIRED', 'the provider ended it: unpaid, or its term is over'],
  ] as const) {
    app.put(
      `/api/v1/companies/:partnerAccountId/enrollments/:offeringId/${ending}`,
      {
        config: access,
        schema: {
          tags,
          summary: `End a company's ACTIVE enrollment as ${status} (${meaning})`,
          description:
            'The row stays as history, with its end date; the features of the programme switch off at once. 404 for a company never enrolled in the programme; 409 when its enrollment is not ACTIVE.',
          security,
          params: OfferingParams,
          response: { 200: Enrollment, ...errors, 404: ApiErrorBody, 409: ApiErrorBody },
        },
      },
      (request) =>
        endEnrollment(ctx.db, request.params.partnerAccountId, request.params.offeringId, status),
    );
  }

  app.get(
    '/api/v1/companies/search/enrollments',
    {
      config: access,
      schema: {
        tags,
        summary: "Every company's enrollments, newest first",
        description:
          'filterBy: part of the company name, any case; offering and status narrow the list.',
        security,
        querystring: EnrollmentSearchQuery,
        response: { 200: EnrollmentConnection, ...errors },
      },
    },
    (request) => searchEnrollments(ctx.db, request.query),
  );

  app.get(
    '/api/v1/companies/search/entitlements',
    {
      config: access,
      schema: {
        tags,
        summary: 'The enrollments seen by product: those of a catalogue product, newest first',
        description:
          'The rows of search/enrollments that name a product (sku), by SKU, status and the store order that bought them.',
        security,
        querystring: EntitlementSearchQuery,
        response: { 200: EnrollmentConnection, ...errors },
      },
    },
    (request) => searchEntitlements(ctx.db, request.query),
  );

  app.get(
    '/api/v1/companies/chargeableCount',
    {
      config: access,
      schema: {
        tags,
        summary:
          'How many companies are billed: with an ACTIVE enrollment, in all and per programme',
        security,
        response: { 200: ChargeableCount, ...errors },
      },
    },
    () => chargeableCount(ctx.db),
  );
};
