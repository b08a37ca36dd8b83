import { fileURLToPath } from 'node:url';

/**
 * Vite's `resolve` for running the console's React code on Preact (preact/compat): React's
 * modules answer with Preact's. One entry per module: rolldown's alias does not expand `$1`.
 * docs/decisions.md, "The console runs on Preact", says why and what it costs.
 */
export const reactOnPreact = {
  alias: [
    { find: /^react$/, replacement: fileURLToPath(new URL('../src/react-on-preact/react.js', import.meta.url)) },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  ],
};
