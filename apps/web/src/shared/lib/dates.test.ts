import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/lib/i18n/i18n';
import { formatDateTime } from './dates';

// 24 November 2026, 14:05 in the test's own time zone: the portal shows local times.
const afternoon = new Date(2026, 10, 24, 14, 5).toISOString();
const morning = new Date(2026, 2, 7, 9, 30).toISOString();

// Intl separates some parts with no-break spaces; the tests read them as plain spaces.
const shown = (iso: string, language: string) =>
  formatDateTime(iso, language).replace(/[\u00a0\u202f]/g, ' ');

describe('formatDateTime', () => {
  it("keeps the spec's MM/dd/yyyy 'at' hh:mm a in English", () => {
    expect(shown(afternoon, 'en')).toBe('11/24/2026 at 02:05 PM');
    expect(shown(morning, 'en')).toBe('03/07/2026 at 09:30 AM');
  });

  it('shows German its own order and 24-hour clock, with no "at" or PM', () => {
    expect(shown(afternoon, 'de')).toBe('24.11.2026, 14:05');
    expect(shown(morning, 'de')).toBe('07.03.2026, 09:30');
  });

  it('shows French and Bulgarian their own ways', () => {
    expect(shown(afternoon, 'fr')).toBe('24/11/2026 14:05');
    expect(shown(afternoon, 'bg')).toBe('24.11.2026 г., 14:05');
  });

  it('never writes English words in another portal language', () => {
    const others = ['bg', 'cs', 'de', 'el', 'es-419', 'es', 'fr-CA', 'fr', 'hr', 'hu', 'it'];
    for (const language of [...others, 'nl', 'pl', 'pt-BR', 'pt', 'ro', 'sk', 'sl']) {
      const text = shown(afternoon, language);
      expect(text, language).toMatch(/2026/);
      expect(text, language).not.toMatch(/\bat\b|AM|PM/);
    }
  });

  it('follows the portal language when none is given', async () => {
    await i18n.changeLanguage('de');
    try {
      expect(formatDateTime(afternoon)).toBe('24.11.2026, 14:05');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(formatDateTime(afternoon)).toBe('11/24/2026 at 02:05 PM');
  });
});
