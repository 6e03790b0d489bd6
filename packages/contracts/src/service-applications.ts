import { z } from 'zod';
import { ServiceSkipReason } from './enums';

// Apply to existing customers (spec 000 §4): turning it on in a service's profile (Pro Alerts, the
// brand profile) starts a background run that asks every eligible home for the service, skipping
// with a ServiceSkipReason where it cannot apply. Its progress is this record.

export const ServiceApplicationStatus = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export const ServiceApplication = z
  .object({
    id: z.uuid(),
    status: z.enum(ServiceApplicationStatus),
    locationsTotal: z.number().int().meta({ description: 'Eligible homes when the run started' }),
    locationsDone: z.number().int(),
    requestedCount: z.number().int().meta({ description: 'Homes asked for the service' }),
    skipped: z.array(z.object({ reason: z.enum(ServiceSkipReason), count: z.number().int() })),
    createdAt: z.iso.datetime({ offset: true }),
    finishedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ServiceApplication' });
export type ServiceApplication = z.infer<typeof ServiceApplication>;
