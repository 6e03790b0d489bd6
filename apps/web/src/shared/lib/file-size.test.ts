import { describe, expect, it } from 'vitest';
import { readableSize } from './file-size';

describe('a file size as a partner reads it', () => {
  it.each([
    [0, 'en', '1 kB'],
    [84_000, 'en', '82 kB'],
    [104_857, 'en', '102 kB'],
    [104_858, 'en', '0.1 MB'],
    [1_258_291, 'en', '1.2 MB'],
    [1_258_291, 'de', '1,2 MB'],
    [25_480_000, 'fr', '24,3 Mo'],
  ])('%i bytes in %s: %s', (bytes, language, text) => {
    expect(readableSize(bytes, language).replace(/\s/g, ' ')).toBe(text);
  });
});
