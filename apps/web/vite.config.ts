import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress';

const api = 'http://localhost:8080';

/** Brotli and gzip files beside each text file of the build, served as they are by the API server. */
function precompressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'stallfront:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the bundle is written and public/ copied in.
    async closeBundle() {
      await precompress(outDir);
    },
  };
}

export default defineConfig({
  plugins: [react(), precompressBuild()],
  server: { proxy: { '/api': api, '/healthz': api, '/readyz': api } },
  build: { outDir: 'dist', emptyOutDir: true },
});
