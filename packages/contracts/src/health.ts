import { z } from 'zod';

export const HealthResponse = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

export const ReadyResponse = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    database: z.boolean().meta({ description: 'PostgreSQL answers a query' }),
    migrations: z.boolean().meta({ description: 'every committed migration is applied' }),
  })
  .meta({ id: 'Readiness' });
