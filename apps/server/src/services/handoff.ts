import { type DeviceHandoffRequest, type DeviceHandoffResult, marketOf } from '@portal/contracts';
import { COMPANY_NOT_FOUND, CUSTOMER_ACCOUNTS_OFF_IN_EMEA } from '../access';
import type { AppContext } from '../context';
import { AppError, invalidField } from '../errors';
import { LOCATION_NOT_FOUND } from '../http/not-found';
import { deviceHandoffMail } from '../mail/customer-messages';
import { companyBasics } from '../repositories/companies';
import { copyCustomer, findCustomerRecord } from '../repositories/customers';
import { closeOpenInvites } from '../repositories/device-invites';
import { openServices } from '../repositories/device-services';
import { actorName, changeDevicesAtHome, recordHistory } from '../repositories/devices';
import { changeHome, findLocation } from '../repositories/locations';
import { managersOf } from '../repositories/memberships';
import { cancelServices } from './device-services';
import { tellMoved } from './remote-sessions';

// One device handoff for the three areas that offer it (the giving company's owners and
// admins, the platform administrators by company and by home); their routes differ only in
// who may call.

const badTarget = (message: string) => invalidField('body.targetPartnerAccountId', message);

/** The giving company, and the receiving one: another ACTIVE company, outside EMEA. */
async function companiesOf(ctx: AppContext, request: DeviceHandoffRequest) {
  const source = await companyBasics(ctx.db, request.partnerAccountId);
  if (!source) throw new AppError(404, COMPANY_NOT_FOUND);
  if (marketOf(source.countryCode) === 'EMEA') {
    throw new AppError(403, CUSTOMER_ACCOUNTS_OFF_IN_EMEA);
  }
  if (request.targetPartnerAccountId === request.partnerAccountId) {
    throw badTarget('Choose a company other than the one handing the home over.');
  }
  const target = await companyBasics(ctx.db, request.targetPartnerAccountId);
  if (!target) throw new AppError(404, 'No receiving company with this id.');
  if (target.status !== 'ACTIVE') throw badTarget('The receiving company is not active.');
  if (marketOf(target.countryCode) === 'EMEA') throw badTarget(CUSTOMER_ACCOUNTS_OFF_IN_EMEA);
  return { source, target };
}

/**
 * Hands a home with its devices over to another company, e.g. when the customer changes
 * installer: the receiving company gets a copy of the customer with the home, its devices and
 * the homeowner's household link; the giving company's open service requests on the devices
 * end (and with them its remote sessions there) and the home's open invites close. Its owners
 * and admins hear of it after commit, the sessions' both sides too.
 */
export async function handOffHome(
  ctx: AppContext,
  actorUserId: string,
  request: DeviceHandoffRequest,
): Promise<DeviceHandoffResult> {
  const { source, target } = await companiesOf(ctx, request);
  const actor = await actorName(ctx.db, actorUserId);
  // Whoever hands over may be a platform administrator: no company named for them.
  const by = { userId: actorUserId, actor, actorCompany: null };
  const handedOver = await ctx.db.transaction(async (tx) => {
    const home = await findLocation(tx, request.partnerAccountId, request.partnerDeviceLocationId, {
      lock: true,
    });
    const customer =
      home && (await findCustomerRecord(tx, request.partnerAccountId, home.customerId));
    if (!home || !customer) throw new AppError(404, LOCATION_NOT_FOUND);
    const copy = await copyCustomer(tx, customer, request.targetPartnerAccountId);
    // The builder that pre-registered the home is the giving company's associate, not the
    // receiving one's.
    await changeHome(tx, home.id, {
      customerId: copy.id,
      partnerAccountId: request.targetPartnerAccountId,
      associateId: null,
    });
    const deviceIds = await changeDevicesAtHome(tx, home.id, {
      partnerAccountId: request.targetPartnerAccountId,
    });
    const open = await openServices(tx, request.partnerAccountId, deviceIds, { lock: true });
    const endedSessions = await cancelServices(tx, open, by);
    await closeOpenInvites(tx, home.id);
    for (const deviceId of deviceIds) {
      await recordHistory(tx, {
        deviceId,
        event: 'HANDED_OFF',
        detail: `From ${source.name} to ${target.name}`,
        actor,
      });
    }
    return { customer: copy, home, deviceIds, endedSessions };
  });
  await tellMoved(ctx.db, handedOver.endedSessions);
  const managers = await managersOf(ctx.db, request.targetPartnerAccountId);
  for (const manager of managers) {
    try {
      await ctx.mailer.send(
        deviceHandoffMail(manager.email, manager.locale, {
          source: source.name,
          company: target.name,
          customer: `${handedOver.customer.firstName} ${handedOver.customer.lastName}`,
          home: handedOver.home.locationName,
          url: `${ctx.config.publicUrl}/mybusiness/customers/${handedOver.customer.id}`,
        }),
      );
    } catch (error) {
      // The home is handed over whatever the mail does; the customer list shows it.
      ctx.log.error({ err: error, locationId: handedOver.home.id }, 'handoff mail failed');
    }
  }
  return {
    targetPartnerAccountId: request.targetPartnerAccountId,
    partnerCustomerId: handedOver.customer.id,
    partnerDeviceLocationId: handedOver.home.id,
    deviceIds: handedOver.deviceIds,
  };
}
