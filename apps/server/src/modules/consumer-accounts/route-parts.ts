import { ApiErrorBody, ConnectionArgs } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signedInUser } from '../../repositories/callers';
import type { AppContext } from '../../context';

// What the homeowner's routes share: path parameters, error answers, the caller's user id.

export const HouseholdParams = z.object({ consumerAccountId: z.uuid() });
export const HomeParams = HouseholdParams.extend({ consumerDeviceLocationId: z.uuid() });
export const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
};
export const security = [{ bearerAuth: [] }];
export const Paging = ConnectionArgs.omit({ filterBy: true, orderBy: true });

/** The signed-in homeowner's user id (a token whose user is gone answers 404). */
export async function homeownerId(ctx: AppContext, request: FastifyRequest): Promise<string> {
  return (await signedInUser(ctx.db, request.user)).id;
}
