import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';

/** s3rver's fixed credentials: it checks request signatures made with them. */
const S3RVER_KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver) on a free local port with one empty bucket, stopped
 * after the file's tests. Answers the environment that points FILE_STORE=s3 at it.
 */
export async function startS3Server(bucket = 'portal-files'): Promise<Record<string, string>> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return {
    FILE_STORE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
  };
}
