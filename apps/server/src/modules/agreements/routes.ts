import {
  AgreementConsentRequest,
  AgreementDocument,
  AgreementScope,
  AgreementTypeParam,
  ApiErrorBody,
  ProAgreement,
  PublicAgreementQuery,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { security } from '../../http/route-schemas';
import { answerAgreement, proAgreement, publicAgreement } from './service';

const MyAgreementParams = z.object({ agreementType: AgreementTypeParam });
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

// The Pro terms and other agreements of spec 001 §7.2: the signed-in pro's standing towards
// the current version, their answer, and the public text (shown before signing in).
export const agreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/proUsers/my/agreements/:agreementType',
    {
      config: { access: 'user' },
      schema: {
        tags: ['agreements'],
        summary: "The current version of an agreement (e.g. PRO_TN_C) and the user's answer",
        security,
        params: MyAgreementParams,
        response: { 200: ProAgreement, ...errors },
      },
    },
    (request) => proAgreement(app.db, request.user, request.params.agreementType),
  );

  app.put(
    '/api/v1/proUsers/my/agreements/:agreementType/consent',
    {
      config: { access: 'user' },
      schema: {
        tags: ['agreements'],
        summary: 'Accept or reject the current version, named by its id',
        security,
        params: MyAgreementParams,
        body: AgreementConsentRequest,
        response: { 200: ProAgreement, ...errors, 409: ApiErrorBody },
      },
    },
    (request) => answerAgreement(app.db, request.user, request.params.agreementType, request.body),
  );

  for (const [action, accepted] of [
    ['accept', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/api/v1/proUsers/my/agreements/:agreementType/${action}`,
      {
        config: { access: 'user' },
        schema: {
          tags: ['agreements'],
          summary: `${accepted ? 'Accept' : 'Reject'} the current version of an agreement`,
          security,
          params: MyAgreementParams,
          response: { 200: ProAgreement, ...errors },
        },
      },
      (request) =>
        answerAgreement(app.db, request.user, request.params.agreementType, { accepted }),
    );
  }

  app.get(
    '/api/v1/public/agreements/:agreementType/apps/:applicationScope',
    {
      config: { access: 'public' },
      schema: {
        tags: ['agreements'],
        summary: 'The current text of an agreement for an application (locale falls back to en)',
        params: z.object({
          agreementType: AgreementTypeParam,
          applicationScope: z.enum(AgreementScope),
        }),
        querystring: PublicAgreementQuery,
        response: { 200: AgreementDocument, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) =>
      publicAgreement(
        app.db,
        request.params.agreementType,
        request.params.applicationScope,
        request.query,
      ),
  );
};
