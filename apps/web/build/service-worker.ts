import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * Builds sw/service-worker.ts into the console's dist/sw.js: one classic script (a worker
 * cannot load the app's chunks), with the build id baked in. The id hashes every output file
 * name (each carries its content hash), so a changed console gives a changed
 * sw.js, which the browser installs in place of the old one at its next update check.
 */
export function serviceWorkerBuild(): Plugin {
  let root = '';
  return {
    name: 'stallfront:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const buildId = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('base64url')
        .slice(0, 16);
      const result = await build({
        entryPoints: [resolve(root, 'sw/service-worker.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        legalComments: 'none',
        define: { __BUILD_ID__: JSON.stringify(buildId) },
      });
      const [file] = result.outputFiles;
      if (!file) throw new Error('esbuild wrote no service worker');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: file.text });
    },
  };
}
