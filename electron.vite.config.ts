/** electron-vite: main (native modules external), sandboxed CommonJS preload, and the renderer. */
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import vue from '@vitejs/plugin-vue';
import { resolve } from 'node:path';

export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    build: { outDir: 'out/main', rollupOptions: { input: { index: resolve(__dirname, 'electron/main/index.ts'), 'lab-worker': resolve(__dirname, 'electron/main/services/lab-worker.ts') }, external: ['better-sqlite3'] } },
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
    build: { outDir: 'out/renderer', rollupOptions: { input: { index: resolve(__dirname, 'renderer/index.html') } } },
  },
});
