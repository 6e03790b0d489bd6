import {
  ApiErrorBody,
  ImageUploadToken,
  LOGO_UPLOAD_PATH,
  UPLOAD_TOKEN_TTL_SECONDS,
} from '@portal/contracts';
import { z } from 'zod';
import { security } from './route-schemas';

// The logo upload parameters are handed out from two areas (core and pro-users, spec 001 §7.4
// and §7.10); both routes answer alike, so they share their schema.

/** The schema of a tokens/imagekit route, under its area's tag. */
export function uploadTokenSchema(tag: string) {
  return {
    tags: [tag],
    summary: 'Single-use parameters for uploading one brand logo',
    description: `For a member whose role manages the brand profile (brandProfile:manage) of an ACTIVE company: the company named by partnerAccountId, else the first of the caller's companies (as the viewer lists them). POST the file with token, expire and signature to ${LOGO_UPLOAD_PATH} within ${UPLOAD_TOKEN_TTL_SECONDS / 60} minutes, once. 403 for someone of no company or whose role may not; 404 for a company the caller is no active member of.`,
    security,
    querystring: z.object({
      partnerAccountId: z
        .uuid()
        .optional()
        .meta({ description: "Which of the caller's companies the logo is for" }),
    }),
    response: {
      200: ImageUploadToken,
      400: ApiErrorBody,
      401: ApiErrorBody,
      403: ApiErrorBody,
      404: ApiErrorBody,
    },
  };
}
