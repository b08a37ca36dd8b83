import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mantineStylesPerComponent } from './build/mantine-styles.ts';
import { precompress } from './build/precompress.ts';
import { reactOnPreact } from './build/react-on-preact.ts';
import { serviceWorkerBuild } from './build/service-worker.ts';
import { websocketOnly } from './build/websocket-only.ts';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts';

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

/**
 * What the sign-in document imports from outside src/signin, Preact's core included (not compat,
 * nor the session's React hooks) and the service worker's registration (main.tsx, both
 * documents): the chunk both documents share.
 */
const SIGN_IN_IMPORTS =
  /[\\/](src[\\/](api[\\/](client|api-error)|app[\\/]session[\\/](?!use-)[a-z-]+|features[\\/](auth[\\/]vendor-branding|push[\\/]register-worker)|ui[\\/]form-page[\\/]field-errors)\.ts|shared[\\/]src[\\/]entries[\\/](auth|routes)\.ts)$|node_modules[\\/]preact[\\/]((hooks|jsx-runtime)[\\/])?dist[\\/]|vite[\\/](preload-helper|modulepreload-polyfill)/;

/**
 * ListPage's parts that load when first drawn (its dialogs and the empty state), and the column
 * builders and cells the product list does not draw, which load with the lists that use them.
 */
const LIST_PAGE_ON_DEMAND = ['TextConfirm', 'ViewNameModal', 'ManageViewsModal', 'ListEmpty', 'columns', 'cells'];

/**
 * The store layout, the shell it shares with the admin layout and what every page under them
 * draws (ListPage, the skip link, Mantine's Avatar of list rows and the palette): one file
 * instead of five, each of which cost a request and about 500 bytes of headers.
 */
const SIGNED_IN_SHELL = new RegExp(
  String.raw`[\\/](src[\\/](app[\\/](layouts[\\/](shell[\\/]|StoreLayout)|session[\\/]use-)|ui[\\/](list-page[\\/](?!(${LIST_PAGE_ON_DEMAND.join('|')})\.tsx)|SkipLink)|api[\\/]download\.ts$)|@mantine[\\/]core[\\/]esm[\\/]components[\\/]Avatar[\\/])`,
);

/** The product list, its columns and the product queries it shares with the form: the page merchants open most, in one file. */
const PRODUCT_LIST =
  /[\\/]src[\\/]features[\\/]products[\\/](ProductListPage\.tsx|product-columns\.tsx|product-queries\.ts)$/;

/** What the store layout loads after its first render (StoreLayout.tsx): one file, not a dozen small ones. */
const HEADER_EXTRAS =
  /[\\/]src[\\/]features[\\/](notifications[\\/]NotificationsButton|feedback[\\/]FeedbackButton|announcements[\\/]AnnounceBar|live-alerts[\\/]LiveOrderAlerts|chat[\\/]SupportChat|push[\\/]PushToggle)\.tsx$/;

export default defineConfig({
  plugins: [
    react({ exclude: /[\\/]src[\\/]signin[\\/]/ }),
    mantineStylesPerComponent(),
    websocketOnly(),
    zodWithoutJsonSchema(),
    serviceWorkerBuild(),
    precompressBuild(),
  ],
  // React's modules answer with Preact's (preact/compat): docs/decisions.md, "The console runs on Preact".
  resolve: reactOnPreact,
  server: { proxy: { '/api': api, '/healthz': api, '/readyz': api, '/socket.io': { target: api, ws: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Layers instead of ~50 small files (each costs a request and ~1 KB of headers). Each group
        // takes the modules it names and what they import, unless a group above took it: what both
        // documents need (the contract's schemas, the API client, the sealed session); the sign-in
        // document's own code and Preact, nothing more (what it shares with the console goes to
        // common chunks); the console's first render (React, Mantine, the router); the signed-in
        // shell and list page; the store header's extras. The rest, like the toast container (ui/toasts.tsx), is rolldown's own split.
        codeSplitting: {
          groups: [
            { name: 'common', test: SIGN_IN_IMPORTS, priority: 4 },
            {
              name: 'signin',
              test: /[\\/]src[\\/]signin[\\/]/,
              includeDependenciesRecursively: false,
              priority: 3,
            },
            { name: 'framework', test: /[\\/]src[\\/]console\.tsx$/, priority: 2 },
            { name: 'console', test: SIGNED_IN_SHELL, priority: 1 },
            { name: 'header-extras', test: HEADER_EXTRAS, priority: 0 },
            { name: 'products', test: PRODUCT_LIST, priority: 0 },
          ],
        },
      },
    },
  },
});
