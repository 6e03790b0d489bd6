import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';
import { MOBILE_BREAKPOINT } from './src/shared/config/constants.ts';

// In development the portal's server runs beside Vite; everything that is not the SPA goes to it.
const serverOrigin = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  css: {
    postcss: {
      plugins: [
        postcssPresetMantine(),
        // CSS modules write `@mixin smaller-than $mobile-breakpoint`, the one breakpoint of spec 000 §9.
        postcssSimpleVars({ variables: { 'mobile-breakpoint': MOBILE_BREAKPOINT } }),
      ],
    },
  },
  build: {
    outDir: 'dist',
    // Every browser the portal supports knows modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the first page needs comes in two files, the libraries and our shell, instead of
        // some sixty small chunks: fewer requests, and gzip compresses one file better than many.
        // Screens stay chunks of their own, loaded on demand.
        codeSplitting: {
          groups: [
            { name: 'libraries', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            { name: 'shell', tags: ['$initial'] },
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
