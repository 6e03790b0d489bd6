const MEGABYTE = 1024 * 1024;

/**
 * A size as a partner reads it, in the portal's language: megabytes from a tenth of one ("0.3 MB",
 * "2.4 MB"), whole kilobytes below ("82 kB").
 */
export function readableSize(bytes: number, language: string): string {
  const megabytes = bytes >= MEGABYTE / 10;
  const unit = megabytes ? 'megabyte' : 'kilobyte';
  const value = megabytes ? bytes / MEGABYTE : Math.max(1, bytes / 1024);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(value);
}
