import type { DeviceRegistration } from '@portal/contracts';
import type { z } from 'zod';
import type { Membership } from '../access';
import type { AppContext } from '../context';
import { AppError, invalidField, isUniqueViolation } from '../errors';
import { DEVICE_NOT_FOUND } from '../http/not-found';
import {
  actorName,
  findCompanyDevice,
  insertDevice,
  isDevice,
  type NewDevice,
  productBySku,
  recordHistory,
} from '../repositories/devices';

/**
 * Registers a device of a catalogue SKU with its REGISTERED history line at `placeName`: an
 * unknown SKU is 400 on body.sku; a MAC registered anywhere 409 ALREADY_REGISTERED. Both the
 * partner and the homeowner register devices this way; `where` says whose and where it is.
 */
export async function registerBySku(
  ctx: AppContext,
  userId: string,
  registration: z.infer<typeof DeviceRegistration>,
  placeName: string,
  where: Omit<NewDevice, 'macAddress' | 'serialNumber' | 'productId'>,
): Promise<string> {
  const product = await productBySku(ctx.db, registration.sku);
  if (!product) throw invalidField('body.sku', 'No product in the catalogue has this SKU.');
  const actor = await actorName(ctx.db, userId);
  try {
    return await ctx.db.transaction(async (tx) => {
      const device = await insertDevice(tx, {
        macAddress: registration.macAddress,
        serialNumber: registration.serialNumber ?? null,
        productId: product.id,
        ...where,
      });
      await recordHistory(tx, {
        deviceId: device.id,
        event: 'REGISTERED',
        detail: `At ${placeName}`,
        actor,
      });
      return device.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        409,
        'A device with this MAC address is already registered.',
        'ALREADY_REGISTERED',
      );
    }
    throw error;
  }
}

/** The company's device, or 404: another company's is not found, like a missing one. */
export async function companyDevice(ctx: AppContext, caller: Membership, deviceId: string) {
  const device = await findCompanyDevice(ctx.db, caller.partnerAccountId, isDevice(deviceId));
  if (!device) throw new AppError(404, DEVICE_NOT_FOUND);
  return device;
}
