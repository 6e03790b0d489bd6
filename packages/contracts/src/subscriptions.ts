import { z } from 'zod';
import { DeviceService } from './customers';
import {
  BillingCycle,
  ProductType,
  ProgramOffering,
  ProgramOfferingVariation,
  SapEntitlementStatus,
  SkuType,
} from './enums';
import { ConnectionArgs, connectionOf } from './paging';

// The partner programmes a company subscribes to (spec 001 §3 and §7.4, §7.14): the catalogue of
// programmes and the products the online store sells for them, each company's enrollments, and
// the store's signed order webhook that creates enrollments when a partner buys.

/** A programme of the catalogue: 'Pro Alerts' or 'Homeowner App Branding' (programs.ts). */
export const PartnerProgram = z
  .object({
    id: z.uuid(),
    name: z.string(),
    offering: z.enum(ProgramOffering).meta({
      description:
        'The offering code used in enrollment paths and v2 enrollments: APP_BRANDING for Homeowner App Branding, AIRCYCLE for Pro Alerts.',
    }),
    description: z.string(),
  })
  .meta({ id: 'PartnerProgram' });
export type PartnerProgram = z.infer<typeof PartnerProgram>;

export const PartnerProgramList = z
  .object({ nodes: z.array(PartnerProgram) })
  .meta({ id: 'PartnerProgramList' });

/** A product of a programme as the store sells it: one SKU per variation and billing cycle. */
export const ProgramProduct = z
  .object({
    id: z.uuid(),
    programName: z.string(),
    offering: z.enum(ProgramOffering),
    sku: z.string(),
    name: z.string(),
    skuType: z.enum(SkuType),
    productType: z.enum(ProductType),
    variation: z.enum(ProgramOfferingVariation),
    billingCycle: z.enum(BillingCycle),
    priceCents: z.number().int().min(0),
    currency: z.string().length(3),
    active: z.boolean().meta({ description: 'false: no longer sold; existing enrollments stand' }),
  })
  .meta({ id: 'ProgramProduct' });
export type ProgramProduct = z.infer<typeof ProgramProduct>;
export const ProgramProductConnection = connectionOf(ProgramProduct).meta({
  id: 'ProgramProductConnection',
});

/** GET core/programProducts: the products on sale, or every product for an administrator. */
export const ProgramProductQuery = ConnectionArgs.omit({ filterBy: true, orderBy: true }).extend({
  includeInactive: z.stringbool().optional().meta({
    description:
      'true: also the products no longer sold (platform administrators only; 403 otherwise)',
  }),
});
export type ProgramProductQuery = z.infer<typeof ProgramProductQuery>;

/** What a platform administrator may change of a product: its name, price and whether it sells. */
export const ProgramProductUpdate = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    priceCents: z.number().int().min(0).max(100_000_000).optional(),
    active: z.boolean().optional(),
  })
  .meta({ id: 'ProgramProductUpdate' });
export type ProgramProductUpdate = z.infer<typeof ProgramProductUpdate>;

/** Who created an enrollment: a platform administrator, or an order from the online store. */
export const EnrollmentSource = ['ADMIN', 'STORE'] as const;

/** A company's enrollment in a programme, as the administrators' screens show it. */
export const Enrollment = z
  .object({
    id: z.uuid(),
    partnerAccountId: z.uuid(),
    companyName: z.string(),
    programName: z.string(),
    offering: z.enum(ProgramOffering),
    variation: z.enum(ProgramOfferingVariation),
    billingCycle: z.enum(BillingCycle),
    sku: z.string().nullable(),
    subscriptionStatus: z.enum(SapEntitlementStatus),
    source: z.enum(EnrollmentSource),
    orderId: z.string().nullable().meta({ description: "The store's order id, for STORE" }),
    purchaseDate: z.iso.datetime({ offset: true }),
    endedAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: 'When it was cancelled (CANCELLED) or deactivated (EXPIRED)' }),
  })
  .meta({ id: 'Enrollment' });
export type Enrollment = z.infer<typeof Enrollment>;
export const EnrollmentConnection = connectionOf(Enrollment).meta({ id: 'EnrollmentConnection' });

/** GET companies/search/enrollments: filterBy is part of the company's name, any case. */
export const EnrollmentSearchQuery = ConnectionArgs.omit({ orderBy: true }).extend({
  offering: z.enum(ProgramOffering).optional(),
  status: z.enum(SapEntitlementStatus).optional(),
});
export type EnrollmentSearchQuery = z.infer<typeof EnrollmentSearchQuery>;

/** GET companies/search/entitlements: the enrollments of catalogue products, by product and order. */
export const EntitlementSearchQuery = ConnectionArgs.omit({ filterBy: true, orderBy: true }).extend(
  {
    sku: z.string().trim().min(1).optional().meta({ description: 'Exact SKU, any case' }),
    status: z.enum(SapEntitlementStatus).optional(),
    orderId: z.string().trim().min(1).optional().meta({ description: "The store's order id" }),
  },
);
export type EntitlementSearchQuery = z.infer<typeof EntitlementSearchQuery>;

/** v1: enroll a company in the programme of one catalogue product. */
export const EnrollmentCreate = z
  .object({ partnerProgramProductId: z.uuid() })
  .meta({ id: 'EnrollmentCreate' });
export type EnrollmentCreate = z.infer<typeof EnrollmentCreate>;

/** v2: enroll by offering, variation and billing cycle (the product is the one sold for them). */
export const EnrollmentCreateV2 = z
  .object({
    offering: z.enum(ProgramOffering),
    variation: z.enum(ProgramOfferingVariation),
    billingCycle: z.enum(BillingCycle),
  })
  .meta({ id: 'EnrollmentCreateV2' });
export type EnrollmentCreateV2 = z.infer<typeof EnrollmentCreateV2>;

/** How many companies are billed: those with at least one ACTIVE enrollment, and per programme. */
export const ChargeableCount = z
  .object({
    totalCount: z.number().int(),
    programs: z.array(z.object({ programName: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'ChargeableCount' });
export type ChargeableCount = z.infer<typeof ChargeableCount>;

/**
 * The order webhook's body: the fields of an e-commerce order that matter here (the store sends
 * more; they are ignored). The company is the `partnerAccountId` note attribute the portal puts
 * on the cart, else the company the buyer's email owns or administers.
 */
export const StoreOrder = z
  .looseObject({
    id: z.union([z.number().int(), z.string().min(1)]),
    // Null on orders without a buyer's address (point of sale); the note attribute still names
    // the company.
    email: z.email().nullish(),
    created_at: z.iso.datetime({ offset: true }).nullish(),
    line_items: z.array(
      z.looseObject({
        sku: z.string().nullish(),
        quantity: z.number().int().min(1),
      }),
    ),
    note_attributes: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  })
  .meta({ id: 'StoreOrder' });
export type StoreOrder = z.infer<typeof StoreOrder>;

export const StoreOrderResult = z
  .object({
    orderId: z.string(),
    partnerAccountId: z.uuid(),
    duplicate: z.boolean().meta({ description: 'true: this order was processed before' }),
    enrollments: z.array(Enrollment),
  })
  .meta({ id: 'StoreOrderResult' });
export type StoreOrderResult = z.infer<typeof StoreOrderResult>;

/**
 * Whether the homeowner app shows the company's service on a device (companies/{id}/services/
 * {partnerDeviceServiceId}/appStatus): a platform administrator may hide a branding service
 * from the app, e.g. while a complaint about the brand is looked into.
 */
export const DeviceServiceAppStatus = ['ENABLED', 'DISABLED'] as const;

export const AppStatusUpdate = z
  .object({ appStatus: z.enum(DeviceServiceAppStatus) })
  .meta({ id: 'AppStatusUpdate' });
export type AppStatusUpdate = z.infer<typeof AppStatusUpdate>;

/** A company's service on a device as the administrators see it: with its app status. */
export const CompanyDeviceService = DeviceService.extend({
  appStatus: z.enum(DeviceServiceAppStatus),
}).meta({ id: 'CompanyDeviceService' });
export type CompanyDeviceService = z.infer<typeof CompanyDeviceService>;
