import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDownload, filenameOfDisposition } from './api-client';
import { saveFile } from './save-file';

describe('the file name a download is saved under', () => {
  it.each([
    ['attachment; filename="claimed-devices.csv"', 'claimed-devices.csv'],
    ['attachment; filename=devices.csv', 'devices.csv'],
    ["attachment; filename*=UTF-8''ger%C3%A4te.csv", 'geräte.csv'],
    ['attachment', undefined],
    [null, undefined],
  ])('%s gives %s', (header, name) => {
    expect(filenameOfDisposition(header)).toBe(name);
  });
});

describe('saving a downloaded file', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('clicks a link to an object URL with the name, then frees the URL', () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    saveFile(new Blob(['mac\n']), 'devices.csv');
    expect(create).toHaveBeenCalledOnce();
    expect(clicks.map((link) => [link.download, link.href])).toEqual([['devices.csv', 'blob:csv']]);
    expect(revoke).toHaveBeenCalledWith('blob:csv');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

describe('a refused download', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("throws the server's error", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { statusCode: 403, error: 'Forbidden', message: 'Not in this market' },
        { status: 403 },
      ),
    );
    await expect(apiDownload('/api/v1/x/export', 'text/csv')).rejects.toBeInstanceOf(ApiError);
  });
});
