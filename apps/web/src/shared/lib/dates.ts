import { format } from 'date-fns';
import { DATE_DISPLAY_FORMAT } from '@/shared/config/constants';

/** A date and time as the portal shows them (spec 000 §9), e.g. 03/07/2025 at 02:05 PM. */
export function formatDateTime(iso: string): string {
  return format(new Date(iso), DATE_DISPLAY_FORMAT);
}
