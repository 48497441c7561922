/** The renderer on its own: the browser build served by `npm run serve` (and used by the e2e tests). */
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';
import { resolve } from 'node:path';

export default defineConfig({
  root: resolve(__dirname, 'renderer'),
  base: './',
  plugins: [vue()],
  build: { outDir: resolve(__dirname, 'out/web'), emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
