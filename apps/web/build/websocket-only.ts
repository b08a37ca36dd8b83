import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The virtual transport table, named by the WebSocket transport's file it imports. */
const TRANSPORTS = '\0engine.io-websocket-only:';
const ENGINE_DIR = /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]/;
const ENGINE_FILE = /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]socket\.js$/;

/**
 * The live socket connects by WebSocket alone (SOCKET_CLIENT_SETTINGS), yet engine.io-client's
 * transport table imports long-polling and WebTransport too: about 2.5 KB of the page. In the
 * build, that table holds the WebSocket transport only, and engine.io-client's modules are
 * marked free of side effects (its index re-exports every transport, and one probes
 * XMLHttpRequest when loaded), so what nothing uses is dropped. Should engine.io-client move its
 * files, nothing matches and the full table is bundled as before.
 */
export function websocketOnly(): Plugin {
  return {
    name: 'stallfront:websocket-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './transports/index.js' || !importer || !ENGINE_FILE.test(importer)) return null;
      return TRANSPORTS + join(dirname(importer), 'transports', 'websocket.js');
    },
    load(id) {
      if (!id.startsWith(TRANSPORTS)) return null;
      const websocketFile = id.slice(TRANSPORTS.length);
      return `import { WS } from ${JSON.stringify(websocketFile)};\nexport const transports = { websocket: WS };`;
    },
    transform: (code, id) => (ENGINE_DIR.test(id) ? { code, moduleSideEffects: false } : null),
  };
}
