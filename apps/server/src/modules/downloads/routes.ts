import {
  ApiErrorBody,
  DOWNLOAD_CATEGORIES,
  DownloadConnection,
  DownloadListQuery,
  DownloadPageType,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../files/send-stored-file';
import { security } from '../../http/route-schemas';
import { DOWNLOAD_CATALOGUE } from './catalogue';
import { DOWNLOAD_FILES_PATH, listDownloads, requireDownloadFile } from './service';

// The downloads library (spec 000 §2 and §3): a category's assets for the portal's page, and
// the files themselves as direct links.

const DownloadListParams = z
  .object({
    pageType: z.enum(DownloadPageType),
    category: z.enum([...DOWNLOAD_CATEGORIES.proseries, ...DOWNLOAD_CATEGORIES.hvacWater]),
  })
  .superRefine(({ pageType, category }, ctx) => {
    const categories: readonly string[] = DOWNLOAD_CATEGORIES[pageType];
    if (!categories.includes(category)) {
      ctx.addIssue({
        code: 'custom',
        path: ['category'],
        message: `is not a category of ${pageType}: one of ${categories.join(', ')}`,
      });
    }
  });

/** A file's id ends with a hash of its bytes: new bytes are a new id, so any cache may keep one for good. */
const FOREVER = 'public, max-age=31536000, immutable';

const binary = { schema: z.string().meta({ format: 'binary' }) };

export const downloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/downloads/:pageType/:category',
    {
      config: { access: 'user' },
      schema: {
        tags: ['downloads'],
        summary: "A category's downloads in one language, sorted by text",
        description: [
          `pageType proseries (the Launch Kit: ${DOWNLOAD_CATEGORIES.proseries.join(', ')}) or hvacWater (${DOWNLOAD_CATEGORIES.hvacWater.join(', ')}); a category of the other page type answers 400 naming params.category.`,
          "Sorted by text with the language's collation; all merges every HVAC and water category, each asset once. Each row's downloadLink is a direct link to the file and size its bytes.",
          `bundle is the download-all zip of ${new Intl.ListFormat('en-GB').format(DOWNLOAD_CATALOGUE.bundles)} in the language, null elsewhere.`,
        ].join(' '),
        security,
        params: DownloadListParams,
        querystring: DownloadListQuery,
        response: { 200: DownloadConnection, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    (request) =>
      listDownloads(app.files, request.params.pageType, request.params.category, request.query),
  );

  app.get(
    `${DOWNLOAD_FILES_PATH}/:fileId`,
    {
      // Opened by the browser from a link, without our bearer token; sales material to hand out.
      config: { access: 'public' },
      // The body must stay the bytes that Content-Length, ranges and the ETag describe.
      compress: false,
      schema: {
        tags: ['downloads'],
        summary: 'A file of the downloads library (GET or HEAD)',
        description: `Only the library's files (404 for any other id). PDF, PNG or zip with its Content-Length and a download name; cached for good (${FOREVER}); If-None-Match with the ETag answers 304, a Range 206. HEAD answers the same headers without the body.`,
        params: z.object({ fileId: z.string().min(1).max(200) }),
        response: {
          200: {
            description: 'The file',
            content: { 'application/pdf': binary, 'image/png': binary, 'application/zip': binary },
          },
          404: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await requireDownloadFile(app.files, request.params.fileId);
      return sendStoredFile(request, reply, file.id, { cacheControl: FOREVER });
    },
  );
};
