import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import {
  type ByteRange,
  type Content,
  ContentMeter,
  type FileBackend,
  FileExistsError,
  type NewFile,
  type StoredFile,
} from './stored-file';

/**
 * Files in an S3-compatible bucket, one object per file under its id; type, name, hash and
 * creation time travel as the object's metadata, so the bucket alone describes every file.
 */
export class S3FileBackend implements FileBackend {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Config) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Checksums only where S3 requires them: the SDK's default trailing checksums are not
      // understood by every S3-compatible service, and the file's SHA-256 is kept anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(file: NewFile, content: Content): Promise<StoredFile> {
    // S3 wants the length and the metadata before the body: the content waits in a temporary
    // file while its hash is computed.
    const staging = await mkdtemp(join(tmpdir(), 'portal-file-'));
    try {
      const meter = new ContentMeter();
      const spooled = join(staging, 'content');
      await pipeline(meter.through(content), createWriteStream(spooled));
      if (await this.stat(file.id)) throw new FileExistsError(file.id);
      const stored: StoredFile = {
        ...file,
        size: meter.size,
        sha256: meter.sha256(),
        createdAt: new Date(),
      };
      await this.client
        .send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key: file.id,
            Body: createReadStream(spooled),
            ContentLength: stored.size,
            ContentType: stored.contentType,
            Metadata: {
              sha256: stored.sha256,
              'created-at': stored.createdAt.toISOString(),
              // Object metadata is ASCII only.
              ...(stored.fileName ? { 'file-name': encodeURIComponent(stored.fileName) } : {}),
            },
            // Refused by S3 when another instance stored this id since the check above.
            IfNoneMatch: '*',
          }),
        )
        .catch((error: unknown) => {
          throw statusOf(error) === 412 ? new FileExistsError(file.id) : error;
        });
      return stored;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  async stat(id: string): Promise<StoredFile | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: id }));
      const meta = head.Metadata ?? {};
      const fileName = meta['file-name'];
      return {
        id,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        fileName: fileName ? decodeURIComponent(fileName) : null,
        sha256: meta.sha256 ?? '',
        createdAt: new Date(meta['created-at'] ?? head.LastModified ?? 0),
      };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async read(file: StoredFile, range?: ByteRange): Promise<Readable> {
    const object = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: file.id,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    if (!(object.Body instanceof Readable)) throw new Error(`S3 sent no body for ${file.id}`);
    if (!range) return object.Body;
    // Some S3-compatible services answer a range with more than it asks for (s3rver sends the
    // whole object for bytes=0-0): take the range out of what was sent.
    const sentFrom = Number(/^bytes (\d+)-/.exec(object.ContentRange ?? '')?.[1] ?? 0);
    const wanted = slice(object.Body, range.start - sentFrom, range.end - range.start + 1);
    return Readable.from(wanted, { objectMode: false });
  }

  async delete(id: string): Promise<boolean> {
    // S3 deletes a missing key without complaint; the answer says whether there was a file.
    if (!(await this.stat(id))) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: id }));
    return true;
  }

  close(): void {
    this.client.destroy();
  }
}

/** `length` bytes of the content, after skipping `skip`; stops reading once it has them. */
async function* slice(content: AsyncIterable<Buffer>, skip: number, length: number) {
  let toSkip = skip;
  let left = length;
  for await (const piece of content) {
    const wanted = piece.subarray(toSkip, toSkip + left);
    toSkip = Math.max(0, toSkip - piece.length);
    left -= wanted.length;
    if (wanted.length > 0) yield wanted;
    if (left === 0) return;
  }
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}
