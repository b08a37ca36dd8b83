import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mantineStylesPerComponent } from './build/mantine-styles';
import { precompress } from './build/precompress';
import { serviceWorkerBuild } from './build/service-worker';

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
  plugins: [react(), mantineStylesPerComponent(), serviceWorkerBuild(), precompressBuild()],
  server: { proxy: { '/api': api, '/healthz': api, '/readyz': api, '/socket.io': { target: api, ws: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Layers instead of ~50 small files (each costs a request and ~1 KB of headers): what
        // every page needs before it draws, the sign-in page, the toast container (fetched with
        // the first toast, ui/toasts.tsx), the signed-in shell and list page. A group takes the
        // modules it names and what they import that no group above (or before) has taken, so
        // later pages reuse the sign-in page's chunks, which the browser already holds.
        codeSplitting: {
          groups: [
            { name: 'framework', tags: ['$initial'], priority: 3 },
            {
              name: 'signin',
              test: /[\\/]src[\\/](app[\\/]layouts[\\/]AuthLayout|features[\\/]auth[\\/]SignInPage)\./,
              priority: 2,
            },
            { name: 'toasts', test: /[\\/]src[\\/]ui[\\/]ToastContainer\./, priority: 2 },
            { name: 'console', test: /[\\/]src[\\/](app[\\/]layouts[\\/]shell|ui[\\/]list-page)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
