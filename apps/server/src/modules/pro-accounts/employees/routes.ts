import {
  ApiErrorBody,
  ConnectionArgs,
  Employee,
  EmployeeConnection,
  EmployeeUpdate,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { membershipOf } from '../../../plugins/auth';
import { changeEmployee, getEmployee, listEmployees } from './service';

const EmployeeParams = CompanyParams.extend({ partnerUserId: z.uuid() });

// A company's employees (spec 001 §7.9): members read the list, owners and admins change it.
export const employeesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/v1/proAccounts/:partnerAccountId/employees',
    {
      config: { access: { partner: 'employees:read' } },
      schema: {
        tags: ['pro-accounts'],
        summary: "The company's employees in the order they joined (INACTIVE ones included)",
        description: 'filterBy finds employees whose name or email contains it, in any case.',
        security,
        params: CompanyParams,
        querystring: ConnectionArgs.omit({ orderBy: true }),
        response: { 200: EmployeeConnection, ...errors },
      },
    },
    (request) => listEmployees(ctx, membershipOf(request), request.query),
  );

  app.get(
    '/api/v1/proAccounts/:partnerAccountId/employees/:partnerUserId',
    {
      config: { access: { partner: 'employees:read' } },
      schema: {
        tags: ['pro-accounts'],
        summary: 'One employee of the company',
        security,
        params: EmployeeParams,
        response: { 200: Employee, ...errors },
      },
    },
    (request) => getEmployee(ctx, membershipOf(request), request.params.partnerUserId),
  );

  app.put(
    '/api/v1/proAccounts/:partnerAccountId/employees/:partnerUserId',
    {
      config: { access: { partner: 'employees:manage' } },
      schema: {
        tags: ['pro-accounts'],
        summary: "Change an employee's roles or status (owner or admin); INACTIVE removes them",
        description:
          'Nobody changes their own roles or status, and an admin neither changes an owner nor makes one (403). ' +
          'The last ACTIVE owner cannot lose OWNER or become INACTIVE: 409 USER_IS_COMPANY_OWNER_OR_ADMIN.',
        security,
        params: EmployeeParams,
        body: EmployeeUpdate,
        response: { 200: Employee, ...errors, 409: ApiErrorBody },
      },
    },
    (request) =>
      changeEmployee(ctx, membershipOf(request), request.params.partnerUserId, request.body),
  );
};
