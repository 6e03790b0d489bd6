import { GeocodingResult } from '@portal/contracts';
import { z } from 'zod';
import type { GeocodingConfig } from './config';

/** A person waits on the answer while submitting a form; a slow geocoder counts as down. */
const GEOCODING_TIMEOUT_MS = 5_000;

/** The Google Geocoding API's answer: `status` says whether `results` holds anything. */
const GeocodingResponse = z.object({
  status: z.string(),
  results: z.array(GeocodingResult).default([]),
  error_message: z.string().optional(),
});

/** The best result for an address line, or none when the geocoder knows no such place. */
export type GeocodingAnswer = { found: true; result: GeocodingResult } | { found: false };

/**
 * The geocoder could not be asked or gave no usable answer (network, HTTP error, quota, a
 * refused key): nothing is known about the address. The message never holds the API key.
 */
export class GeocodingUnavailableError extends Error {
  override name = 'GeocodingUnavailableError';
}

export type Geocoder = { geocode(addressLine: string): Promise<GeocodingAnswer> };

/** A client of a Google-Geocoding-API-compatible endpoint; null without an API key (check off). */
export function createGeocoder(config: GeocodingConfig): Geocoder | null {
  const { url, apiKey } = config;
  if (apiKey === undefined) return null;
  return {
    async geocode(addressLine) {
      const request = new URL(url);
      request.searchParams.set('address', addressLine);
      request.searchParams.set('key', apiKey);
      let response: Response;
      try {
        response = await fetch(request, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(GEOCODING_TIMEOUT_MS),
        });
      } catch (error) {
        throw new GeocodingUnavailableError(`geocoder not reachable: ${(error as Error).message}`, {
          cause: error,
        });
      }
      if (!response.ok) {
        throw new GeocodingUnavailableError(`geocoder answered HTTP ${response.status}`);
      }
      const body: unknown = await response.json().catch(() => undefined);
      const parsed = GeocodingResponse.safeParse(body);
      if (!parsed.success) {
        throw new GeocodingUnavailableError(
          'geocoder answered something other than geocoding JSON',
        );
      }
      const { status, results, error_message: detail } = parsed.data;
      if (status === 'ZERO_RESULTS') return { found: false };
      // Google orders results best first; the check judges the one it would pick.
      const [best] = results;
      if (status === 'OK' && best) return { found: true, result: best };
      throw new GeocodingUnavailableError(
        `geocoder answered ${status}${detail === undefined ? '' : `: ${detail}`}`,
      );
    },
  };
}
