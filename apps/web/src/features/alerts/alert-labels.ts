import type { DeviceAlert } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { readingValue, thresholdOptionLabel } from '@/shared/lib/alert-labels';

/**
 * The threshold the company set, in the viewer's language: a reading with its unit, a level
 * ("High"), or days before a part is due ("7 days", "Off").
 */
export function thresholdText(
  t: TFunction,
  alert: Pick<DeviceAlert, 'telemetryType' | 'threshold'>,
  language: string,
): string | null {
  const { threshold } = alert;
  if (threshold === null) return null;
  if (typeof threshold === 'number') {
    return readingValue(t, alert.telemetryType, threshold, language);
  }
  // The alert carries no threshold kind: a count is the only threshold written in digits.
  const kind = /^\d+$/.test(threshold) ? 'count' : 'levels';
  return thresholdOptionLabel(t, kind, threshold, threshold);
}
