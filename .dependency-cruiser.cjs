// The import rules `npm test` enforces (`npm run lint:layers`), checked by dependency-cruiser.
// TypeScript 7 has no compiler API for its tsc parser (require('typescript') holds only the
// version), so it parses with swc (@swc/core), which reports every import: type-only ones
// (`import type`, `import { type X }`) count in cycles and layers like any other.
const server = '^apps/server/src/';
/** A forbidden import; the reason is printed with every file that breaks the rule. */
const forbid = (name, reason, from, to) => ({ name, comment: reason, severity: 'error', from, to });

module.exports = {
  forbidden: [
    forbid(
      'no-cycle',
      'A cycle makes load order matter and two files one piece: move the shared part down.',
      {},
      { circular: true },
    ),
    // The server's layers run one way: db < platform < modules < app, the app being
    // app.ts, main.ts, seed/ and whatever else under src/ is none of the three.
    forbid(
      'db-imports-upward',
      'db/ (tables, client) imports nothing of platform/, modules/ or the app.',
      { path: `${server}db/` },
      { path: server, pathNot: `${server}db/` },
    ),
    forbid(
      'platform-imports-upward',
      'platform/ imports db/ and itself: no module, nothing of the app.',
      { path: `${server}platform/` },
      { path: server, pathNot: `${server}(db|platform)/` },
    ),
    forbid(
      'modules-import-app',
      'modules/ import db/, platform/ and each other, never the app that assembles them.',
      { path: `${server}modules/` },
      { path: server, pathNot: `${server}(db|platform|modules)/` },
    ),
    forbid(
      'shared-imports-app',
      'packages/shared is what the apps share: it imports none of them.',
      { path: '^packages/shared/' },
      { path: '^apps/' },
    ),
    forbid(
      'shop-imports-app',
      'The shop renders what the server hands it: no server code, nor the console.',
      { path: '^apps/storefront/' },
      { path: '^apps/(server|web)/' },
    ),
    forbid(
      'console-imports-app',
      'The console talks to the server over HTTP; it shares code through packages/shared only.',
      { path: '^apps/web/' },
      { path: '^apps/(server|storefront)/' },
    ),
    forbid(
      'unresolved',
      'An import the resolver cannot follow is one no rule above sees (virtual: is Vite).',
      {},
      { couldNotResolve: true, pathNot: '^virtual:' },
    ),
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    // The workspaces' subpath exports (@stallfront/shared/shop...).
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
