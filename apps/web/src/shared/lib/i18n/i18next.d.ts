import type blueprint from '../../../../public/locales/blueprint/en.json';
import type common from '../../../../public/locales/en.json';

// English is the complete source language, so its files define which keys exist.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      blueprint: typeof blueprint;
    };
  }
}
