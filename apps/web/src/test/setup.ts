import { cleanup } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { i18n } from '@/shared/lib/i18n/i18n';
import blueprint from '../../public/locales/blueprint/en.json';
import common from '../../public/locales/en.json';

// jsdom has no layout engine: Mantine asks for media queries, which never match here.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Nor a ResizeObserver, which Mantine's scroll areas (selects, menus) ask for.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });

// The real English files, bundled instead of fetched: unit tests run without a server.
await i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['common', 'blueprint'],
  defaultNS: 'common',
  resources: { en: { common, blueprint } },
  interpolation: { escapeValue: false },
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
