import { format } from 'date-fns';
import { DATE_DISPLAY_FORMAT } from '@/shared/config/constants';
import { i18n } from '@/shared/lib/i18n/i18n';

// Day, month, year, hour and minute in the language's own order, separators and clock: the
// browser's Intl knows every portal language, so no date locale is downloaded.
const NUMERIC_DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};

/**
 * A date and time as the portal shows them: in English the spec's 03/07/2025 at 02:05 PM
 * (spec 000 §9); in any other language the same information its own way, 07.03.2025, 14:05 in
 * German. `language` defaults to the portal's current one.
 */
export function formatDateTime(iso: string, language: string = i18n.language ?? 'en'): string {
  const date = new Date(iso);
  if (language === 'en' || language.startsWith('en-')) {
    return format(date, DATE_DISPLAY_FORMAT);
  }
  return new Intl.DateTimeFormat(language, NUMERIC_DATE_TIME).format(date);
}

/**
 * The viewer's offset from UTC in minutes (UTC-5 is -300), as the insights and chart calls take
 * it: their buckets start on the viewer's own hours and days.
 */
export const viewerTzOffset = () => -new Date().getTimezoneOffset();
