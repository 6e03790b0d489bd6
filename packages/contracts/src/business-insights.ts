import { z } from 'zod';
import {
  DashboardMetricsInterval,
  DeviceAlertSeverity,
  PartnerAssociateType,
  PartnerDeviceServiceType,
} from './enums';
import { ConnectionArgs, connectionOf } from './paging';
import { PhoneNumberText } from './pro-accounts';

// The business dashboard and business intelligence (issue 18; spec 000 §2 home and
// business-intelligence/*, §3 Dashboard intervals; spec 001 §7.9 insights dashboard, alerts,
// rncDashboard and associates). Every figure is computed from the stored data at each call.

const timestamp = z.iso.datetime({ offset: true });
const count = z.number().int().min(0);

/** The intervals the portal's picker offers (spec 000 §3), in its order. */
export const DASHBOARD_INTERVALS = [
  'LastWeek',
  'LastThirtyDays',
  'LastSixtyDays',
  'LastThreeMonths',
  'LastSixMonths',
  'YearToDate',
  'Lifetime',
] as const satisfies readonly (typeof DashboardMetricsInterval)[number][];
export const DEFAULT_DASHBOARD_INTERVAL = 'LastThirtyDays';

/** How a series is bucketed: by day up to 60 days, by week for 3 and 6 months, else by month. */
export const SeriesBucket = ['DAY', 'WEEK', 'MONTH'] as const;
export type SeriesBucket = (typeof SeriesBucket)[number];

const tzOffset = z.coerce.number().int().min(-840).max(840).default(0).meta({
  description:
    "The viewer's offset from UTC in minutes (UTC-5 is -300): days, weeks (from Monday), months and the year start at the viewer's midnight. 0 (UTC) when absent.",
});

/** GET insights/dashboard and insights/alerts: the interval and the viewer's time zone. */
export const InsightsQuery = z.object({
  interval: z.enum(DashboardMetricsInterval).default(DEFAULT_DASHBOARD_INTERVAL),
  tzOffset,
});
export type InsightsQuery = z.infer<typeof InsightsQuery>;

/** A time span: from inclusive, to exclusive. */
export const InsightsPeriod = z
  .object({ from: timestamp, to: timestamp })
  .meta({ id: 'InsightsPeriod' });
export type InsightsPeriod = z.infer<typeof InsightsPeriod>;

/** A figure over the period, the same figure over the previous period and the change. */
export const InsightsMetric = z
  .object({
    current: count,
    previous: count
      .nullable()
      .meta({ description: 'The same figure over the previous period; null for Lifetime' }),
    change: z.number().nullable().meta({
      description:
        '(current − previous) / previous, e.g. 0.25 for +25 %; null for Lifetime or when previous is 0',
    }),
  })
  .meta({ id: 'InsightsMetric' });
export type InsightsMetric = z.infer<typeof InsightsMetric>;

/** One bucket of the dashboard's charts. */
export const DashboardSeriesPoint = z.object({
  start: timestamp.meta({ description: "The bucket's first instant (the viewer's midnight)" }),
  customersAdded: count,
  devicesInstalled: count,
  alertsOpened: count,
});
export type DashboardSeriesPoint = z.infer<typeof DashboardSeriesPoint>;

/** GET insights/dashboard: how the business is doing over the interval. */
export const DashboardInsights = z
  .object({
    interval: z.enum(DashboardMetricsInterval),
    tzOffset: z.number().int(),
    period: InsightsPeriod.meta({
      description: 'Lifetime starts at the first day anything was recorded (or today)',
    }),
    previousPeriod: InsightsPeriod.nullable().meta({ description: 'null for Lifetime' }),
    customersAdded: InsightsMetric,
    homesAdded: InsightsMetric,
    devicesInstalled: InsightsMetric.meta({
      description: "Devices registered to the company's customers' homes",
    }),
    devicesOnline: z
      .object({ online: count, total: count })
      .meta({ description: "Now, whatever the interval: the company's devices connected, of all" }),
    serviceRequests: z
      .array(
        z.object({
          serviceType: z.enum(PartnerDeviceServiceType),
          sent: InsightsMetric,
          accepted: InsightsMetric,
        }),
      )
      .meta({ description: 'Every service type, in the enum order' }),
    remoteSessions: InsightsMetric.meta({
      description:
        "The remote sessions of the company's technicians the homeowner approved in the period (by approvedAt)",
    }),
    alertsOpened: InsightsMetric,
    alertsResolved: InsightsMetric,
    series: z.object({
      bucket: z.enum(SeriesBucket),
      points: z.array(DashboardSeriesPoint).meta({
        description: 'Every bucket of the period, oldest first, 0 when nothing happened',
      }),
    }),
  })
  .meta({ id: 'DashboardInsights' });
export type DashboardInsights = z.infer<typeof DashboardInsights>;

/** How long alerts took to reach a state, over those that reached it. */
export const AlertDurations = z
  .object({
    count,
    medianMinutes: z.number().nullable().meta({ description: 'null when count is 0' }),
    p90Minutes: z
      .number()
      .nullable()
      .meta({ description: '90th percentile; null when count is 0' }),
  })
  .meta({ id: 'AlertDurations' });
export type AlertDurations = z.infer<typeof AlertDurations>;

const offenderHome = {
  locationId: z.uuid().meta({ description: 'partnerDeviceLocationId' }),
  locationName: z.string(),
  customerId: z.uuid(),
  customerFirstName: z.string(),
  customerLastName: z.string(),
};

/** GET insights/alerts: the alerts opened over the interval, and how they were handled. */
export const AlertInsights = z
  .object({
    interval: z.enum(DashboardMetricsInterval),
    tzOffset: z.number().int(),
    period: InsightsPeriod,
    opened: count,
    bySeverity: z
      .array(z.object({ severity: z.enum(DeviceAlertSeverity), opened: count }))
      .meta({ description: 'Every severity, in the enum order' }),
    byType: z
      .array(z.object({ alertName: z.string(), opened: count }))
      .meta({ description: 'The alert types that opened, most first, then by name' }),
    timeToAcknowledge: AlertDurations,
    timeToResolve: AlertDurations,
    repeatOffenders: z.object({
      devices: z
        .array(
          z.object({
            deviceId: z.uuid(),
            deviceName: z.string(),
            macAddress: z.string(),
            ...offenderHome,
            alerts: count,
          }),
        )
        .max(10),
      homes: z.array(z.object({ ...offenderHome, alerts: count })).max(10),
    }),
  })
  .meta({ id: 'AlertInsights' });
export type AlertInsights = z.infer<typeof AlertInsights>;

/** GET insights/rncDashboard: one builder (builderId) or all, over timePeriod. */
export const RncDashboardQuery = z.object({
  builderId: z
    .uuid()
    .optional()
    .meta({ description: 'partnerAssociateId; all builders when absent' }),
  timePeriod: z.enum(DashboardMetricsInterval).default(DEFAULT_DASHBOARD_INTERVAL),
  tzOffset,
});
export type RncDashboardQuery = z.infer<typeof RncDashboardQuery>;

export const RncSeriesPoint = z.object({
  start: timestamp,
  preRegistered: count,
  commissioned: count,
});
export type RncSeriesPoint = z.infer<typeof RncSeriesPoint>;

/** A builder's homes over the period. */
export const RncBuilder = z.object({
  builderId: z.uuid(),
  name: z.string(),
  homes: count.meta({ description: 'All the homes linked to the builder now' }),
  preRegistered: InsightsMetric.meta({
    description: 'Homes linked to the builder that were added in the period',
  }),
  commissioned: InsightsMetric.meta({
    description: 'Homes linked to the builder whose first device was installed in the period',
  }),
  points: z.array(RncSeriesPoint),
});
export type RncBuilder = z.infer<typeof RncBuilder>;

export const RncDashboard = z
  .object({
    timePeriod: z.enum(DashboardMetricsInterval),
    tzOffset: z.number().int(),
    period: InsightsPeriod,
    previousPeriod: InsightsPeriod.nullable(),
    bucket: z.enum(SeriesBucket),
    builders: z.array(RncBuilder).meta({ description: 'By name' }),
  })
  .meta({ id: 'RncDashboard' });
export type RncDashboard = z.infer<typeof RncDashboard>;

// Associates: the companies a partner works with, builders for now (PartnerAssociateType).

export const ASSOCIATE_NAME_MAX_LENGTH = 120;
export const ASSOCIATE_NOTES_MAX_LENGTH = 2000;

const associateFields = {
  associateType: z.enum(PartnerAssociateType),
  name: z.string().trim().min(1).max(ASSOCIATE_NAME_MAX_LENGTH),
  contactEmail: z.email().max(254),
  phoneNumber: PhoneNumberText.meta({
    description:
      "Checked by the company's country rules (spec 000 §5) unless it starts with +; stored as E.164",
  }),
  notes: z.string().trim().max(ASSOCIATE_NOTES_MAX_LENGTH),
};

/** POST associates. */
export const AssociateCreate = z
  .object({
    ...associateFields,
    associateType: associateFields.associateType.default('Builder'),
    contactEmail: associateFields.contactEmail.optional(),
    phoneNumber: associateFields.phoneNumber.optional(),
    notes: associateFields.notes.optional(),
  })
  .meta({ id: 'AssociateCreate' });
export type AssociateCreate = z.infer<typeof AssociateCreate>;

/** PUT associates/{partnerAssociateId}: any of the fields; null clears an optional one. */
export const AssociateUpdate = z
  .object({
    ...associateFields,
    contactEmail: associateFields.contactEmail.nullable(),
    phoneNumber: associateFields.phoneNumber.nullable(),
    notes: associateFields.notes.nullable(),
  })
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'Change at least one field.',
  })
  .meta({ id: 'AssociateUpdate' });
export type AssociateUpdate = z.infer<typeof AssociateUpdate>;

export const Associate = z
  .object({
    id: z.uuid().meta({ description: 'partnerAssociateId' }),
    associateType: z.enum(PartnerAssociateType),
    name: z.string(),
    contactEmail: z.string().nullable(),
    phoneNumber: z.string().nullable().meta({ description: 'E.164' }),
    notes: z.string().nullable(),
    homes: count.meta({ description: 'Homes linked to the associate' }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Associate' });
export type Associate = z.infer<typeof Associate>;
export const AssociateConnection = connectionOf(Associate).meta({ id: 'AssociateConnection' });

/** GET associates: by name, paged; filterBy searches names by prefix. */
export const AssociateListQuery = ConnectionArgs.omit({ orderBy: true });
export type AssociateListQuery = z.infer<typeof AssociateListQuery>;

/** A home linked to an associate, as the builder's home list shows it. */
export const AssociateHome = z
  .object({
    locationId: z.uuid().meta({ description: 'partnerDeviceLocationId' }),
    locationName: z.string(),
    customerId: z.uuid(),
    customerFirstName: z.string(),
    customerLastName: z.string(),
    city: z.string(),
    createdAt: timestamp.meta({ description: 'When the home was added (pre-registered)' }),
    commissionedAt: timestamp.nullable().meta({
      description: 'When its first device still registered was installed; null without devices',
    }),
  })
  .meta({ id: 'AssociateHome' });
export type AssociateHome = z.infer<typeof AssociateHome>;
export const AssociateHomeConnection = connectionOf(AssociateHome).meta({
  id: 'AssociateHomeConnection',
});

/** GET associates/{partnerAssociateId}/homes: newest first. */
export const AssociateHomeListQuery = ConnectionArgs.omit({ orderBy: true, filterBy: true });
export type AssociateHomeListQuery = z.infer<typeof AssociateHomeListQuery>;

export const ASSOCIATE_HOMES_CHANGE_MAX = 100;

/**
 * PUT associates/{partnerAssociateId}/homes: link homes to the associate (a home linked to
 * another associate moves) and unlink others; at most ASSOCIATE_HOMES_CHANGE_MAX of each.
 */
const homeIds = z
  .array(z.uuid())
  .max(ASSOCIATE_HOMES_CHANGE_MAX)
  .refine((ids) => new Set(ids).size === ids.length, 'Each home at most once.')
  .default([]);

export const AssociateHomesChange = z
  .object({
    add: homeIds,
    remove: homeIds,
  })
  .refine((change) => change.add.length + change.remove.length > 0, {
    message: 'Name at least one home to add or remove.',
  })
  .meta({ id: 'AssociateHomesChange' });
export type AssociateHomesChange = z.infer<typeof AssociateHomesChange>;
