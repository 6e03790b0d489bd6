import { z } from 'zod';
import { ReasonCode } from './enums';

/**
 * The one error body every API answer uses (DESIGN.md): 4xx and 5xx, 404 and validation errors included.
 * A 400 names the offending fields in `fields`; a 409 carries a ReasonCode.
 */
export const ApiErrorBody = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    error: z.string().meta({ description: 'HTTP status text, e.g. "Bad Request"' }),
    message: z.string(),
    reasonCode: z.enum(ReasonCode).optional(),
    fields: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'On 400: each invalid field (dotted path) and why' }),
  })
  .meta({ id: 'ApiError' });

export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
