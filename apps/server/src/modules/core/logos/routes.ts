import multipart from '@fastify/multipart';
import {
  ApiErrorBody,
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  LOGO_PATH,
  LOGO_UPLOAD_PATH,
  UploadedLogo,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { sendStoredFile } from '../../../files/send-stored-file';
import { uploadTokenSchema } from '../../../http/upload-token';
import {
  issueUploadToken,
  type LogoUpload,
  logoTooLarge,
  requireLogo,
  uploadLogo,
} from '../../../services/logo-uploads';

// Brand logos (issue 14): the upload parameters (spec 001 §7.4 core/tokens/imagekit), the
// upload that takes them, and the logos served to every page that shows a brand.

/** As many uploads from one address as a person could make; the upload needs no bearer. */
const UPLOAD_LIMIT = { max: 30, timeWindow: 60_000 };
/** A stored file never changes (a new logo is a new file), so any cache may keep it for good. */
const FOREVER = 'public, max-age=31536000, immutable';
/** A logo opened on its own is a document: it may run nothing, fetch nothing, be nothing more. */
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const ReceivedFile = z
  .custom<LogoUpload['file']>(
    (value) => typeof value === 'object' && value !== null && 'content' in value,
    'Attach the logo as a file.',
  )
  .meta({ type: 'string', format: 'binary', description: 'The image, as a file part' });

/**
 * The form of POST files/upload. Server-side only: the multipart plugin hands the file over as
 * bytes, which no client-side schema describes.
 */
const LogoUploadForm = z.object({
  token: z.uuid(),
  expire: z
    .string()
    .regex(/^\d{1,12}$/, 'Send expire as tokens/imagekit answered it (Unix seconds).')
    .transform(Number),
  signature: z.string().min(1).max(128),
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^\p{Cc}]*$/u, 'A file name has no control characters.')
    .optional()
    .meta({ description: 'The name to keep; else the name of the file part' }),
  file: ReceivedFile,
});

const tags = ['core'];

const imageContent = Object.fromEntries(
  LOGO_CONTENT_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
);

/** POST files/upload in a scope of its own: the multipart parser only where a file is taken. */
const uploadRoute: FastifyPluginAsyncZod<{ ctx: Pick<AppContext, 'db'> }> = async (
  upload,
  { ctx },
) => {
  await upload.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    async onFile(part) {
      try {
        part.value = { content: await part.toBuffer(), fileName: part.filename };
      } catch (error) {
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw logoTooLarge();
        }
        throw error;
      }
    },
  });
  upload.post(
    LOGO_UPLOAD_PATH,
    {
      config: { access: 'public', rateLimit: UPLOAD_LIMIT },
      schema: {
        tags,
        summary: 'Upload a brand logo with the parameters of tokens/imagekit',
        description: `multipart/form-data with token, expire and signature as tokens/imagekit answered them, an optional fileName, and the image as the file part \`file\`. No bearer: the signature authorises the upload, once, before it expires (401 otherwise, nothing stored). The image must really be a PNG, JPEG, WebP or SVG, read from its bytes (400 naming body.file otherwise); an SVG is stored without scripts, event handlers, foreignObject or references outside itself. Larger than ${LOGO_MAX_BYTES} bytes: 413. Each upload is a new file at a new url: nobody can overwrite a logo. Put the url answered into the brand profile's logo.`,
        consumes: ['multipart/form-data'],
        body: LogoUploadForm,
        response: {
          201: UploadedLogo,
          400: ApiErrorBody,
          401: ApiErrorBody,
          413: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await uploadLogo(ctx.db, upload.files, request.body)),
  );
};

export const logoRoutes: FastifyPluginAsyncZod<{ ctx: Pick<AppContext, 'db'> }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/v1/core/tokens/imagekit',
    { config: { access: 'user' }, schema: uploadTokenSchema('core') },
    (request) => issueUploadToken(ctx.db, request.user, request.query.partnerAccountId),
  );

  await app.register(uploadRoute, { ctx });

  app.get(
    `${LOGO_PATH}/:fileId`,
    {
      // img tags send no bearer; what is stored here is for every homeowner to see.
      config: { access: 'public' },
      // The body must stay the bytes that Content-Length, ranges and the ETag describe.
      compress: false,
      schema: {
        tags,
        summary: 'A brand logo',
        description: `Only files uploaded as logos (404 otherwise). Cached for good (${FOREVER}); If-None-Match with the ETag answers 304; served inline with nosniff and a policy that lets an SVG run and fetch nothing.`,
        params: z.object({ fileId: z.string().min(1).max(200) }),
        response: {
          200: { description: 'The image', content: imageContent },
          404: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      await requireLogo(ctx.db, fileId);
      reply.header('x-content-type-options', 'nosniff').header('content-security-policy', LOGO_CSP);
      return sendStoredFile(request, reply, fileId, {
        disposition: 'inline',
        cacheControl: FOREVER,
      });
    },
  );
};
