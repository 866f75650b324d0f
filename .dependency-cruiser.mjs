// The layer rules of docs/architecture.md (core <- ui <- modules <- portal / embed; modules meet in
// core; server modules meet in the server's platform; the server takes client code only as types,
// except the shared contract), checked by dependency-cruiser over src/, embed/ and server/:
// `npm run lint:layers` prints the violations and the layer graph; tests/architecture/layers.test.ts
// runs the same rules in `npm test`.
const clientCode = '^(src|embed)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'core-imports-no-outer-layer',
      comment: 'core is used by the portal and the widgets: it imports nothing from ui/, modules/, portal/ or embed/.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^(src/(ui|modules|portal)|embed)/' },
    },
    {
      name: 'ui-imports-only-core',
      comment:
        'ui/ holds presentational pieces: it imports core/ and shared/ only, never a module, the portal or the widgets.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^(src/(modules|portal)|embed)/' },
    },
    {
      name: 'module-imports-no-other-module',
      comment: 'a module imports core/, ui/ and shared/contract/, never another module: modules meet in core/.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'module-imports-no-portal-or-embed',
      comment: 'modules sit below the portal and the widgets: they never import them.',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { path: '^(src/portal|embed)/' },
    },
    {
      name: 'embed-and-portal-apart',
      comment:
        'the widgets (embed/) and the portal (src/portal/) are two faces over the same modules: neither imports the other.',
      severity: 'error',
      from: { path: '^(embed/|src/portal/)' },
      to: { path: '^(embed/|src/portal/)', pathNot: '^$1' },
    },
    {
      name: 'server-imports-client-only-as-types',
      comment:
        'the server takes client code only with `import type`; a value both sides need at run time lives in src/shared/contract/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|embed)/', pathNot: '^src/shared/contract/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-module-imports-no-other-module',
      comment:
        'a server module imports the platform (server/http, auth, ledger, notifications, realtime, db, ...), never another module or the list of modules: modules meet through the platform and createApp.',
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/' },
      to: { path: '^server/modules/', pathNot: '^server/modules/$1/' },
    },
    {
      name: 'shared-contract-stands-alone',
      comment: 'src/shared/contract/ is loaded by the server at run time: it imports nothing from the client.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: clientCode, pathNot: '^src/shared/' },
    },
    {
      name: 'realtime-one-entry',
      comment:
        'core/realtime/index.ts is the one public entry of the realtime connection: importing its other files could open a second connection.',
      severity: 'error',
      from: { path: clientCode, pathNot: '^src/core/realtime/' },
      to: { path: '^src/core/realtime/', pathNot: '^src/core/realtime/index[.]ts$' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    // TypeScript 7 has no JavaScript API yet, so the sources are read with swc
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^dist/' },
    tsConfig: { fileName: 'tsconfig.json' },
    reporterOptions: {
      text: { highlightFocused: false },
    },
  },
};
