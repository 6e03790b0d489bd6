import { format } from 'date-fns';
import type { DashboardInterval } from '@/shared/lib/insights/interval';
import { saveFile } from '@/shared/lib/save-file';

/** A table as it is shown: its column headings, then its rows of formatted cells. */
export interface CsvTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

// Excel opens a UTF-8 file as UTF-8 only when it starts with a byte order mark; without it the
// accents of the 18 other languages come out garbled.
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A number as a language writes it, kept as it is although a minus sign starts it. A leading
 * plus is not exempt: a phone number such as +1 503 555 0100 is one, and spreadsheets run it.
 */
const FORMATTED_NUMBER = /^[-\u2212]?\d[\d\s.,\u00a0\u202f%]*$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, its quotes
 * doubled. Text that starts like a formula (=, +, -, @) gets a leading apostrophe, so a
 * spreadsheet shows a builder's name instead of running it.
 */
export function csvField(value: string): string {
  const looksLikeFormula = /^[=+\-@\t\r]/.test(value) && !FORMATTED_NUMBER.test(value);
  const safe = looksLikeFormula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The table as CSV text: the heading line, then a line per row, each ended by CRLF. */
export function toCsv({ columns, rows }: CsvTable): string {
  return [columns, ...rows].map((line) => `${line.map(csvField).join(',')}\r\n`).join('');
}

/** Saves the table as a CSV file that Excel opens in UTF-8. */
export function downloadCsv(table: CsvTable, filename: string): void {
  saveFile(new Blob([BYTE_ORDER_MARK, toCsv(table)], { type: 'text/csv;charset=utf-8' }), filename);
}

/**
 * A CSV file's name: what it holds, the period and the day it was saved, so that exports of
 * several periods can sit side by side (alerts-by-type-last-thirty-days-2026-05-01.csv).
 */
export function csvFileName(subject: string, interval: DashboardInterval, today: Date): string {
  const period = interval.replace(/[A-Z]/g, (letter, at) => `${at > 0 ? '-' : ''}${letter}`);
  return `${subject}-${period.toLowerCase()}-${format(today, 'yyyy-MM-dd')}.csv`;
}
