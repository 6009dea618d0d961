/**
 * The layers of the code, checked by `npm run lint` (dependency-cruiser). Each rule names what it keeps.
 *
 * web (apps/web/src):   lib → stores → components → features/<one> → app   (an arrow: "may be imported by")
 * server (apps/server/src): config, lib, db, plugins → modules (in the build order of modules/index.ts) → app
 * packages never import apps; no import cycles anywhere (type-only imports count: see scripts/depcruise-babel.cjs).
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const WEB = '^apps/web/src/';
/** Tests render the whole app (app/testing/render-app.tsx), so the web layer rules do not apply to them. */
const TEST = '\\.test\\.tsx?$';
const SERVER = '^apps/server/src/';

/** The server modules in build order, read from the numbered list in apps/server/src/modules/index.ts. */
function moduleOrder() {
  const text = readFileSync(join(__dirname, 'apps/server/src/modules/index.ts'), 'utf8');
  const order = [...text.matchAll(/^ \*\s+(\d+) ([a-z][a-z0-9-]*)/gm)].map((m) => [Number(m[1]), m[2]]);
  if (order.length === 0) throw new Error('modules/index.ts: no numbered build order found');
  return order.sort((a, b) => a[0] - b[0]).map(([, name]) => name);
}

/** A module may import only the modules before it in the build order. */
function moduleOrderRules() {
  const order = moduleOrder();
  return order.map((name, i) => {
    const later = order.filter((_, j) => j !== i && j >= i);
    return {
      name: `server-module-order:${name}`,
      comment: `modules/${name} (number ${i + 1} in modules/index.ts) may import only modules listed before it`,
      severity: 'error',
      from: { path: `${SERVER}modules/${name}/` },
      to: { path: later.length ? `${SERVER}modules/(${later.join('|')})/` : '^$' },
    };
  });
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'no import cycles anywhere',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-not-to-apps',
      comment: 'the shared packages never import the apps, the journeys or the benches',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'web-lib-is-the-bottom',
      comment: 'web src/lib (http client, errors, storage) imports nothing else of the web app',
      severity: 'error',
      from: { path: `${WEB}lib/`, pathNot: TEST },
      to: { path: WEB, pathNot: `${WEB}lib/` },
    },
    {
      name: 'web-stores-below-features',
      comment:
        'web src/stores (global state) imports only lib and other stores, never features, components or app',
      severity: 'error',
      from: { path: `${WEB}stores/`, pathNot: TEST },
      to: { path: WEB, pathNot: `${WEB}(lib|stores)/` },
    },
    {
      name: 'web-components-shared',
      comment:
        'web src/components (shared UI) imports only lib, stores and components, never features or app',
      severity: 'error',
      from: { path: `${WEB}components/`, pathNot: TEST },
      to: { path: WEB, pathNot: `${WEB}(lib|stores|components)/` },
    },
    {
      name: 'web-features-below-app',
      comment: 'web features never import src/app (the app composes features, not the other way)',
      severity: 'error',
      from: { path: `${WEB}features/`, pathNot: TEST },
      to: { path: `${WEB}(app/|main\\.tsx)` },
    },
    {
      name: 'web-no-cross-feature',
      comment: 'a web feature imports no other feature: what two share moves to lib, stores or components',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TEST },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'server-base-below-modules',
      comment: 'server config, lib, db and plugins import no module and not the app (modules build on them)',
      severity: 'error',
      from: { path: `${SERVER}(lib/|db/|plugins/|config\\.ts)` },
      to: { path: SERVER, pathNot: `${SERVER}(lib/|db/|plugins/|config\\.ts)` },
    },
    {
      name: 'server-modules-below-app',
      comment:
        'server modules import only modules, lib, db, plugins and config, never the app, main or tests',
      severity: 'error',
      from: { path: `${SERVER}modules/` },
      to: { path: '^apps/server/', pathNot: `${SERVER}(modules/|lib/|db/|plugins/|config\\.ts)` },
    },
    ...moduleOrderRules(),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|artifacts)/' },
    // TypeScript 7 has no JavaScript API dependency-cruiser can use: Babel strips the types (keeping type imports)
    babelConfig: { fileName: 'scripts/depcruise-babel.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
