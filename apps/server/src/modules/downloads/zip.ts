import { buffer } from 'node:stream/consumers';
import { ZipArchive } from 'archiver';

type ZipEntry = { name: string; content: Buffer };

/**
 * A zip of the entries in their order. Every entry carries the given date and the same mode,
 * and zip dates are written in UTC, so the same entries give the same bytes on any server.
 */
export async function zipFiles(entries: ZipEntry[], date: Date): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 9 } });
  const bytes = buffer(archive);
  for (const entry of entries) {
    archive.append(entry.content, { name: entry.name, date, mode: 0o644 });
  }
  await archive.finalize();
  return bytes;
}
