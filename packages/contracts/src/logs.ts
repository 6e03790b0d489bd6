import { z } from 'zod';
import { ApplicationType } from './enums';

/** The three levels of POST /api/v1/logs/{level} (spec 001 §7.7). */
export const ClientLogLevel = ['info', 'error', 'critical'] as const;
export type ClientLogLevel = (typeof ClientLogLevel)[number];

export const ClientLogHeaders = z.object({
  'application-id': z.enum(ApplicationType).meta({ description: 'Which application is logging' }),
});

/** What a browser or app reports, e.g. the portal's page-error screen. */
export const ClientLogEntry = z
  .object({
    message: z.string().trim().min(1).max(2000),
    url: z.string().max(2000).optional().meta({ description: 'Page the event happened on' }),
    details: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({ description: 'Extra structured context; secret-looking keys are dropped' }),
  })
  .meta({ id: 'ClientLogEntry' });
export type ClientLogEntry = z.infer<typeof ClientLogEntry>;
