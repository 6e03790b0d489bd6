import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import {
  brandLogos,
  devices,
  partnerBrandProfiles,
  partnerCustomers,
  partnerDeviceLocations,
  partnerDeviceServices,
} from './schema';
import { DEMO_HOMEOWNER_CUSTOMER, demoCustomerEmail } from './seed-customers';
import { DAY_MS, type Executor } from './seed-homes';

/** A file the demo data refers to; the server puts it in its file store at start. */
export type DemoFile = { id: string; contentType: string; fileName: string; content: () => Buffer };

const NORTHWIND_LOGO = 'logo-demo-northwind.svg';
const NORTHWIND_LOGO_FILE = fileURLToPath(
  new URL('./seed-assets/northwind-logo.svg', import.meta.url),
);

/** The database package cannot reach the file store: these are the files its rows name. */
export const DEMO_FILES: readonly DemoFile[] = [
  {
    id: NORTHWIND_LOGO,
    contentType: 'image/svg+xml',
    fileName: 'northwind-logo.svg',
    content: () => readFileSync(NORTHWIND_LOGO_FILE),
  },
];

/**
 * Northwind's brand: its logo, a profile homeowners see (Northwind's Homeowner App Branding is
 * ACTIVE) for all devices, and the demo homeowner's acceptance of the branding on the first
 * device of his home, so /home-app shows Northwind there.
 */
export async function seedNorthwindBrand(
  tx: Executor,
  northwindId: string,
  ownerUserId: string,
  homeownerUserId: string,
) {
  await tx.insert(brandLogos).values({
    fileId: NORTHWIND_LOGO,
    partnerAccountId: northwindId,
    uploadedBy: ownerUserId,
    contentType: 'image/svg+xml',
    size: readFileSync(NORTHWIND_LOGO_FILE).length,
  });
  await tx.insert(partnerBrandProfiles).values({
    partnerAccountId: northwindId,
    businessEmail: 'service@northwind-hvac.example',
    customerServiceNumber: '+12065550188',
    logoFileId: NORTHWIND_LOGO,
    websiteUrl: 'https://www.northwind-hvac.example',
    createdBy: ownerUserId,
  });

  const [device] = await tx
    .select({ id: devices.id, registeredAt: devices.createdAt })
    .from(devices)
    .innerJoin(partnerDeviceLocations, eq(partnerDeviceLocations.id, devices.locationId))
    .innerJoin(partnerCustomers, eq(partnerCustomers.id, partnerDeviceLocations.customerId))
    .where(
      and(
        eq(partnerCustomers.partnerAccountId, northwindId),
        eq(partnerCustomers.email, demoCustomerEmail(DEMO_HOMEOWNER_CUSTOMER)),
      ),
    )
    .orderBy(asc(devices.createdAt))
    .limit(1);
  if (!device) throw new Error("seed: the demo homeowner's home has no device");
  // Asked and answered a day apart, as the seed's other answers are.
  const requestedAt = new Date(device.registeredAt.getTime() + 2 * DAY_MS);
  await tx.insert(partnerDeviceServices).values({
    deviceId: device.id,
    partnerAccountId: northwindId,
    serviceType: 'BrandingPartnerDeviceService',
    consentStatus: 'ACCEPTED',
    requestedAt,
    respondedAt: new Date(requestedAt.getTime() + DAY_MS),
    respondedBy: homeownerUserId,
  });
}
