import { DownloadLanguage } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { parseDownloadCatalogue } from './catalogue';
import data from './catalogue.json' with { type: 'json' };
import { buildLibrary } from './library';

// The library's files are generated: the same catalogue gives the same bytes and ids, and a
// change gives new ids to exactly the files it changes, so a link can be cached forever.

const SHUTOFF = 'smart-water-shutoff-valve';
const SOME = [SHUTOFF, 'water-leak-detector-3', 'homeowner-protect-what-matters', 'keypads'];

/** A small catalogue (a few assets of the real one), so that a build takes little time. */
function catalogueOf(change: (raw: typeof data) => void = () => {}) {
  const raw = structuredClone(data);
  raw.assets = raw.assets.filter((asset) => SOME.includes(asset.id));
  raw.bundles = ['water'];
  change(raw);
  return parseDownloadCatalogue(raw);
}

const idsOf = (library: Awaited<ReturnType<typeof buildLibrary>>) => [...library.files.keys()];

describe('building the library', () => {
  it('gives the same bytes from the same catalogue', async () => {
    const [first, second] = [await buildLibrary(catalogueOf()), await buildLibrary(catalogueOf())];
    expect(idsOf(second)).toEqual(idsOf(first));
    for (const [id, file] of first.files) {
      expect(second.files.get(id)?.content.equals(file.content), id).toBe(true);
    }
  });

  it('makes a PDF per language, one PNG for every language and a zip per bundled category and language', async () => {
    const catalogue = catalogueOf();
    const library = await buildLibrary(catalogue);
    const ids = idsOf(library);
    const hash = '[0-9a-f]{16}';
    for (const language of DownloadLanguage) {
      expect(ids).toContainEqual(
        expect.stringMatching(`^download-${SHUTOFF}-${language}-${hash}\\.pdf$`),
      );
      expect(ids).toContainEqual(
        expect.stringMatching(`^download-water-all-${language}-${hash}\\.zip$`),
      );
    }
    expect(ids.filter((id) => /^download-keypads-[0-9a-f]{16}\.png$/.test(id))).toHaveLength(1);
    // 3 assets with a PDF in each language, one image, and water's zip in each language.
    expect(ids).toHaveLength(3 * 3 + 1 + 3);

    const keypads = catalogue.assets.find((asset) => asset.id === 'keypads');
    const shutoff = catalogue.assets.find((asset) => asset.id === SHUTOFF);
    if (!keypads || !shutoff) throw new Error('the small catalogue lacks its assets');
    const png = library.fileOf(keypads, 'es-419');
    expect(png).toBe(library.fileOf(keypads, 'en'));
    expect(png.content.subarray(0, 8)).toEqual(Buffer.from('89504e470d0a1a0a', 'hex'));
    // IHDR: a group image is 720 × 450.
    expect([png.content.readUInt32BE(16), png.content.readUInt32BE(20)]).toEqual([720, 450]);

    const pdf = library.fileOf(shutoff, 'fr-CA');
    expect(pdf).toMatchObject({
      contentType: 'application/pdf',
      fileName: "Robinet d'arrêt d'eau intelligent Aeris - Fiche technique.pdf",
    });
    const text = pdf.content.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/Lang (fr-CA)');
    expect(text).toContain('/Count 1');
    expect(library.bundleOf('water', 'fr-CA')).toMatchObject({
      title: 'Eau : tous les fichiers',
      fileName: 'Eau - tous les fichiers.zip',
    });
    expect(library.bundleOf('thermostats', 'fr-CA')).toBeUndefined();
  });

  it('gives new ids to exactly the files a change touches', async () => {
    const before = idsOf(await buildLibrary(catalogueOf()));
    const after = idsOf(
      await buildLibrary(
        catalogueOf((raw) => {
          const shutoff = raw.assets.find((asset) => asset.id === SHUTOFF);
          if (shutoff) shutoff.texts['fr-CA'].desc = "Robinet motorisé sur l'entrée d'eau.";
        }),
      ),
    );
    const changed = (ids: string[], others: string[]) => ids.filter((id) => !others.includes(id));
    expect(changed(before, after)).toEqual([
      expect.stringMatching(`^download-${SHUTOFF}-fr-CA-`),
      expect.stringMatching('^download-water-all-fr-CA-'),
    ]);
    expect(changed(after, before)).toHaveLength(2);
  });
});
