import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '@/test/fetch';
import { toApiError } from './api-client';
import { clientErrorEntry, isSampled, reportClientError } from './report-error';

describe('clientErrorEntry', () => {
  it('reports an Error by its message and name', () => {
    expect(clientErrorEntry(new TypeError('x is undefined'), '/mybusiness/home')).toEqual({
      message: 'x is undefined',
      url: '/mybusiness/home',
      details: { kind: 'TypeError' },
    });
  });

  it('reports an API failure by the name of its status (spec 001 §8)', () => {
    const entry = clientErrorEntry(toApiError(504, 'Gateway Timeout', ''), '/a');
    expect(entry).toMatchObject({ message: 'Generic Error', details: { kind: 'Generic Error' } });
  });

  it('reports anything else thrown as text, never an empty message', () => {
    expect(clientErrorEntry('boom', '/a').message).toBe('boom');
    expect(clientErrorEntry(new Error(''), '/a').message).toBe('Unknown error');
  });

  it('keeps within the server limit of 2000 characters', () => {
    expect(clientErrorEntry(new Error('e'.repeat(5000)), '/a').message).toHaveLength(2000);
  });
});

describe('error-reporting sample rate 0.2 (spec 000 §9)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends an error when the draw falls in the first fifth, never otherwise', () => {
    expect(isSampled(() => 0)).toBe(true);
    expect(isSampled(() => 0.1999)).toBe(true);
    expect(isSampled(() => 0.2)).toBe(false);
    expect(isSampled(() => 0.9999)).toBe(false);
  });

  it('posts a sampled error to the error log, and nothing for one left out', () => {
    const sent = recordRequests();
    reportClientError(new Error('left out'), 'error', () => 0.5);
    expect(sent).toEqual([]);
    reportClientError(new Error('sent'), 'error', () => 0.1);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/v1/logs/error',
        body: { message: 'sent', url: '/', details: { kind: 'Error' } },
      },
    ]);
  });

  it('sends a fatal error to the critical log, sampled at the same rate', () => {
    const sent = recordRequests();
    reportClientError(new Error('viewer failed'), 'critical', () => 0.5);
    expect(sent).toEqual([]);
    reportClientError(new Error('viewer failed'), 'critical', () => 0.05);
    expect(sent.map((request) => request.path)).toEqual(['/api/v1/logs/critical']);
  });
});
