import { describe, expect, it } from 'vitest';
import { localeCandidates } from './agreements';

describe('localeCandidates', () => {
  it('tries the locale, its language, then en', () => {
    expect(localeCandidates('fr-CA')).toEqual(['fr-ca', 'fr', 'en']);
    expect(localeCandidates('pt_BR')).toEqual(['pt-br', 'pt', 'en']);
    expect(localeCandidates('de')).toEqual(['de', 'en']);
    expect(localeCandidates('en-US')).toEqual(['en-us', 'en']);
    expect(localeCandidates('')).toEqual(['en']);
    expect(localeCandidates(undefined)).toEqual(['en']);
  });
});
