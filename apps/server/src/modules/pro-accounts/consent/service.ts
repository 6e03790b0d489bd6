import type { ConsentDetails, ConsentDetailsRequest } from '@portal/contracts';
import type { z } from 'zod';
import type { Membership } from '../../../access';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { companyDeviceIds, latestRemoteAccess } from './repository';

/**
 * PUT consentDetails: how the homeowner answered the company's latest remote-access request
 * on each device asked about, in the order asked. A device that is not the company's is a 404
 * naming it; a device never asked about is left out.
 */
export async function consentDetails(
  ctx: AppContext,
  caller: Membership,
  request: z.infer<typeof ConsentDetailsRequest>,
): Promise<z.infer<typeof ConsentDetails>> {
  const ids = [...new Set(request.deviceIds)];
  const ours = await companyDeviceIds(ctx.db, caller.partnerAccountId, ids);
  const missing = ids.find((id) => !ours.has(id));
  if (missing) throw new AppError(404, `No device with the id ${missing}.`);
  const rows = await latestRemoteAccess(ctx.db, caller.partnerAccountId, ids);
  const byDevice = new Map(rows.map((row) => [row.service.deviceId, row]));
  return {
    nodes: ids.flatMap((id) => {
      const row = byDevice.get(id);
      if (!row) return [];
      return [
        {
          id: row.service.id,
          consentStatus: row.service.consentStatus,
          respondedAt: row.service.respondedAt?.toISOString() ?? null,
          deviceId: row.service.deviceId,
          partnerCustomer: row.customer,
        },
      ];
    }),
  };
}
