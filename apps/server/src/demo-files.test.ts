import { DEMO_FILES } from '@portal/db';
import { describe, expect, it } from 'vitest';
import { storeDemoFiles } from './demo-files';
import { buildTestApp } from './test/helper';

const { app } = await buildTestApp();

describe('the demo files', () => {
  it('are put into the file store once, as the seed names them', async () => {
    await storeDemoFiles(app.files);
    const first = await Promise.all(DEMO_FILES.map((file) => app.files.get(file.id)));
    // A restart finds them stored and leaves them as they are.
    await storeDemoFiles(app.files);

    expect(DEMO_FILES.map((file) => file.id)).toContain('logo-demo-northwind.svg');
    for (const [i, file] of DEMO_FILES.entries()) {
      const stored = await app.files.get(file.id);
      expect(stored?.file).toMatchObject({
        contentType: file.contentType,
        fileName: file.fileName,
      });
      expect(stored?.content.equals(file.content())).toBe(true);
      expect(stored?.file.createdAt).toEqual(first[i]?.file.createdAt);
    }
  });
});
