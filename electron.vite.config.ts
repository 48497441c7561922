/** electron-vite: main (native modules external), sandboxed CommonJS preload, and the renderer. */
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import vue from '@vitejs/plugin-vue';
import { resolve } from 'node:path';

export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'electron/main/index.ts'),
          'lab-worker': resolve(__dirname, 'electron/main/services/lab-worker.ts'),
          'import-worker': resolve(__dirname, 'electron/main/services/import-worker.ts'),
        },
        external: ['better-sqlite3'],
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: resolve(__dirname, 'electron/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    plugins: [vue()],
    // As vite.config.ts: vue-i18n's runtime build (our own message compiler) and its composition API only.
    resolve: {
      alias: {
        'vue-i18n': 'vue-i18n/dist/vue-i18n.runtime.esm-bundler.js',
        '@intlify/message-compiler': resolve(__dirname, 'renderer/src/i18n/no-message-compiler.ts'),
      },
    },
    define: { __VUE_I18N_LEGACY_API__: false, __VUE_I18N_FULL_INSTALL__: true, __INTLIFY_PROD_DEVTOOLS__: false },
    build: { outDir: 'out/renderer', rollupOptions: { input: { index: resolve(__dirname, 'renderer/index.html') } } },
  },
});
