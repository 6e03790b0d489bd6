import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { postcssPlugins } from './src/app/layout/postcss-plugins.ts';

// In development the portal's server runs beside Vite; everything that is not the SPA goes to it.
const serverOrigin = `http://localhost:${process.env.PORT ?? 8080}`;

// The chunks every page loads first: the libraries and our shell (see codeSplitting below), and
// the bundler's runtime.
const FIRST_PAGE_CHUNKS = ['libraries', 'shell', 'rolldown-runtime'];
const isFirstPageChunk = (file: string) =>
  FIRST_PAGE_CHUNKS.some((name) => file.startsWith(`assets/${name}-`));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  css: { postcss: { plugins: postcssPlugins() } },
  build: {
    outDir: 'dist',
    modulePreload: {
      // Every browser the portal supports knows modulepreload.
      polyfill: false,
      // A screen's preload list leaves out the first page's chunks: they are loaded already.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !isFirstPageChunk(dep)),
    },
    rolldownOptions: {
      output: {
        // Screens' chunks go by their hash alone: the first page's route table lists every one of
        // them for preloading, and their names would be a kilobyte of what that page downloads.
        chunkFileNames: (chunk) =>
          FIRST_PAGE_CHUNKS.includes(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        // What the first page needs comes in two files, the libraries and our shell, instead of
        // some sixty small chunks: fewer requests, and gzip compresses one file better than many.
        // Screens stay chunks of their own, loaded on demand.
        codeSplitting: {
          groups: [
            { name: 'libraries', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            { name: 'shell', tags: ['$initial'] },
            // The sign-in screen, the first most visitors see, in one file with the credential
            // fields and the small form parts it shares with the other forms, not eight.
            {
              name: 'sign-in',
              test: /[\\/]src[\\/](features[\\/]auth[\\/]routes[\\/]sign-in|shared[\\/]ui[\\/]CredentialFields)\./,
            },
            // What every signed-in page loads besides its screen, in one file instead of some
            // twenty fetched in three rounds: the guard, the viewer's schemas (zod, the contracts
            // and their phone rules), the profile menu, the bell and the live notifications.
            {
              name: 'signed-in',
              test: /[\\/]src[\\/](app[\\/]routes[\\/]RequireAuth|shared[\\/]lib[\\/]viewer[\\/]schemas|app[\\/]layout[\\/](ProfileMenu|NotificationBell)|app[\\/]realtime-notifications)\./,
            },
            // The customer list, the screen a contractor opens most, in one file with its
            // table, search and sort, not fifteen.
            {
              name: 'customer-list',
              test: /[\\/]src[\\/]features[\\/]customers[\\/]routes[\\/]customer-accounts\./,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: serverOrigin, ws: true },
      '/auth': serverOrigin,
      '/healthz': serverOrigin,
      '/readyz': serverOrigin,
      '/dev/mail': serverOrigin,
    },
  },
});
