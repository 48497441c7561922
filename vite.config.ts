/** The renderer on its own: the browser build served by `npm run serve` (and used by the e2e tests). */
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';
import { resolve } from 'node:path';

export default defineConfig({
  root: resolve(__dirname, 'renderer'),
  base: './',
  plugins: [vue()],
  resolve: {
    // Our own message compiler (renderer/src/i18n/icu.ts) replaces vue-i18n's: its runtime build is enough.
    // vue-i18n's own compiler is never called, so a stand-in takes its place (renderer/src/i18n/no-message-compiler.ts).
    alias: {
      'vue-i18n': 'vue-i18n/dist/vue-i18n.runtime.esm-bundler.js',
      '@intlify/message-compiler': resolve(__dirname, 'renderer/src/i18n/no-message-compiler.ts'),
    },
  },
  // vue-i18n's composition API only: no legacy API, no devtools hooks in the bundle.
  define: { __VUE_I18N_LEGACY_API__: false, __VUE_I18N_FULL_INSTALL__: true, __INTLIFY_PROD_DEVTOOLS__: false },
  build: {
    outDir: resolve(__dirname, 'out/web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first screen imports in one file besides the entry: left to itself the bundler
          // made 21 (each ruleset's headlines a file of its own, shared with that ruleset's lazy
          // screens), 23 requests for the page on the browser's six connections — four rounds, each
          // waiting for the server between the pieces of its start (electron/server/serve.ts).
          groups: [{ name: 'first-screen', tags: ['$initial'] }],
        },
      },
    },
  },
});
