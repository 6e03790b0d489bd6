import type { DeviceType } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';

const { products } = schema;

/** The device type of a product (products.device_type), undefined for an unknown product. */
export async function productDeviceType(
  db: Executor,
  productId: string,
): Promise<DeviceType | undefined> {
  const [row] = await db
    .select({ deviceType: products.deviceType })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row?.deviceType;
}
