import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { signedInUser } from '../repositories/callers';

/** The signed-in homeowner's user id (a token whose user is gone answers 404). */
export async function homeownerId(ctx: AppContext, request: FastifyRequest): Promise<string> {
  return (await signedInUser(ctx.db, request.user)).id;
}
