import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvField, csvFileName, downloadCsv, toCsv } from './csv';

describe('a CSV field (RFC 4180)', () => {
  it.each([
    ['plain', 'Acme Homes', 'Acme Homes'],
    ['a comma', 'Smith, Sons', '"Smith, Sons"'],
    ['quotes', 'The "Best" Builder', '"The ""Best"" Builder"'],
    ['a line break', 'first\nsecond', '"first\nsecond"'],
    ['a number with grouping', '1,234', '"1,234"'],
    ['a formula', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['an at sign first', '@home', "'@home"],
    ['a plus first', '+1 555 0100 call', "'+1 555 0100 call"],
    ['a phone number', '+1 503 555 0100', "'+1 503 555 0100"],
  ])('with %s: %s', (_case, value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('keeps a formatted negative number or percentage as it is', () => {
    expect(csvField('-12')).toBe('-12');
    expect(csvField('-12,5 %')).toBe('"-12,5 %"');
  });
});

describe('a table as CSV', () => {
  it('has the heading line first, then a line per row, each ended by CRLF', () => {
    const csv = toCsv({
      columns: ['Builder', 'Homes'],
      rows: [
        ['Acme, Inc.', '1,204'],
        ['Oak Homes', '7'],
      ],
    });
    expect(csv).toBe('Builder,Homes\r\n"Acme, Inc.","1,204"\r\nOak Homes,7\r\n');
  });
});

describe('the file name', () => {
  it('names what it holds, the period and the day', () => {
    const day = new Date(2026, 4, 1, 15, 30);
    expect(csvFileName('alerts-by-type', 'LastThirtyDays', day)).toBe(
      'alerts-by-type-last-thirty-days-2026-05-01.csv',
    );
    expect(csvFileName('builders', 'YearToDate', day)).toBe('builders-year-to-date-2026-05-01.csv');
  });
});

describe('saving the CSV', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts the file with a byte order mark, so Excel reads it as UTF-8', async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    downloadCsv({ columns: ['Gerät', 'Anzahl'], rows: [['Thermostat', '3']] }, 'geräte.csv');
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (saved as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Gerät,Anzahl\r\nThermostat,3\r\n');
  });
});
