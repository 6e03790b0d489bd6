import type { DeviceService } from '@portal/contracts';
import type { AppContext } from '../context';
import { serviceRequestMail } from '../mail/customer-messages';
import { companyBasics } from '../repositories/companies';
import { marketNamesOf } from '../repositories/devices';
import { householdOfHome } from '../repositories/households';

/**
 * Tells the household of a home the homeowner has that the company asks for a service on its
 * devices: one mail to each admin and member, in their language, linking to the homeowner app
 * where they answer. The request stands whatever the mail does, so a failed send is logged.
 * A partner's request by hand and the apply-to-existing run tell a household alike.
 */
export async function tellHousehold(
  ctx: AppContext,
  partnerAccountId: string,
  locationId: string,
  requested: DeviceService[],
) {
  const [first] = requested;
  if (!first) return;
  const recipients = await householdOfHome(ctx.db, locationId);
  if (recipients.length === 0) return;
  const [company, devices] = await Promise.all([
    companyBasics(ctx.db, partnerAccountId),
    marketNamesOf(
      ctx.db,
      requested.map((service) => service.deviceId),
    ),
  ]);
  for (const recipient of recipients) {
    try {
      await ctx.mailer.send(
        serviceRequestMail(recipient.email, recipient.locale, {
          company: company?.name ?? '',
          serviceType: first.serviceType,
          devices,
          home: recipient.home,
          url: `${ctx.config.publicUrl}/home-app`,
        }),
      );
    } catch (error) {
      ctx.log.error({ err: error, locationId }, 'service request mail to the household failed');
    }
  }
}
