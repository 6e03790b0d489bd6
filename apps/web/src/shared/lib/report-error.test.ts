import { describe, expect, it } from 'vitest';
import { clientErrorEntry } from './report-error';

describe('clientErrorEntry', () => {
  it('reports an Error by its message and name', () => {
    expect(clientErrorEntry(new TypeError('x is undefined'), '/mybusiness/home')).toEqual({
      message: 'x is undefined',
      url: '/mybusiness/home',
      details: { kind: 'TypeError' },
    });
  });

  it('reports anything else thrown as text, never an empty message', () => {
    expect(clientErrorEntry('boom', '/a').message).toBe('boom');
    expect(clientErrorEntry(new Error(''), '/a').message).toBe('Unknown error');
  });

  it('keeps within the server limit of 2000 characters', () => {
    expect(clientErrorEntry(new Error('e'.repeat(5000)), '/a').message).toHaveLength(2000);
  });
});
