import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));
// The server's own files get graphql's CommonJS build, as under Node: mercurius requires that
// build, and graphql refuses types from its ESM build, which Vite would pick ("another realm").
const graphqlCommonJs = fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url));

// Three tiers (DESIGN.md): `unit` and `web` are the unit tier, `server` is the
// integration tier against a real PostgreSQL. End-to-end tests live in e2e/.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.unit.test.ts', 'apps/server/src/**/*.unit.test.ts'],
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCommonJs }] },
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
          exclude: ['**/*.unit.test.ts', '**/node_modules/**'],
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
