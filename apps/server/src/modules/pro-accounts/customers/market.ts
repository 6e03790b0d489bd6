import { marketOf } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { membershipOf } from '../../../plugins/auth';
import { send } from '../../../plugins/errors';
import { companyBasics } from '../employees/repository';

export const CUSTOMER_ACCOUNTS_OFF_IN_EMEA =
  'Customer accounts are not available for companies in the EMEA market (including GB).';

/**
 * Spec 000 §6: customer accounts are off for companies in the EMEA market, GB included. Added
 * to every customer, home, device and service route's plugin as a preHandler, so it runs after
 * the membership check (a non-member still gets the 404) and no such route can forget it.
 */
export function refuseCustomerAccountsInEmea(app: FastifyInstance, ctx: AppContext) {
  app.addHook('preHandler', async (request, reply) => {
    const company = await companyBasics(ctx.db, membershipOf(request).partnerAccountId);
    if (marketOf(company?.countryCode) === 'EMEA') {
      return send(reply, { statusCode: 403, message: CUSTOMER_ACCOUNTS_OFF_IN_EMEA });
    }
  });
}
