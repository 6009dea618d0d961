import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { antdStaticCss } from './antd-static-css.ts';
import { directReExports } from './barrel-re-exports.ts';
import { compileHints } from './compile-hints.ts';
import { firstLoadPreloads } from './first-load-preloads.ts';
import { inlineEntryCss } from './inline-entry-css.ts';
import { inputEventProxy } from './input-event-proxy.ts';

/**
 * antd's form context (imported by Input, Select, Button... on every page) takes only FormProvider from
 * @rc-component/form, but that package's index assigns Field, List and useForm onto the Form component at
 * module level, which keeps the whole form library (Field, useForm, async-validator) in the first load.
 * Here that one import reads FormProvider from its own module, the same one the index re-exports (so the
 * context is the same object); Form itself still loads with the pages that use it (issue 17).
 */
function formProviderOnly(): Plugin {
  return {
    name: 'jk-form-provider-only',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (
        source !== '@rc-component/form' ||
        !importer ||
        !/antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)
      ) {
        return null;
      }
      const index = await this.resolve(source, importer, { skipSelf: true });
      if (!index || !/[\\/]es[\\/]index\.js$/.test(index.id)) return null;
      return index.id.replace(/index\.js$/, 'FormContext.js');
    },
  };
}

/**
 * antd's Card imports Tabs for its tabList, which no card of ours has: that import alone put antd's Tabs
 * (11 KB gzipped, with its menu and dropdown) into the home page's first load. Here it resolves to a module
 * that fails loudly if a card is ever given a tabList; drop this plugin then (issue 17).
 */
function cardWithoutTabs(): Plugin {
  const id = '\0jk-card-tabs';
  return {
    name: 'jk-card-without-tabs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../tabs' && importer && /antd[\\/]es[\\/]card[\\/]Card\.js$/.test(importer)) return id;
      return null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return "export default function CardTabs() { throw new Error('Card tabList is not built in: see cardWithoutTabs in vite.config.ts'); }";
    },
  };
}

/**
 * antd's ConfigProvider imports Tooltip's UniqueProvider (and with it @rc-component/trigger, about 10 KB
 * gzipped) for `tooltip.unique`, which our theme never sets (components/theme.ts): that import alone put the
 * popup engine in every page's first load. Here it resolves to a module that fails loudly if `tooltip.unique`
 * is ever set; drop this plugin then. Tooltips themselves load with the pages that show them (issue 17).
 */
function configProviderWithoutUniqueTooltip(): Plugin {
  const id = '\0jk-unique-tooltip';
  return {
    name: 'jk-config-provider-without-unique-tooltip',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../tooltip/UniqueProvider' &&
        importer &&
        /antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)
      ) {
        return id;
      }
      return null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return "export default function UniqueProvider() { throw new Error('tooltip.unique is not built in: see configProviderWithoutUniqueTooltip in vite.config.ts'); }";
    },
  };
}

/**
 * antd's Pagination imports its Select only for the page-size changer, and that Select (22 KB gzipped, with
 * its virtual list and popup) came with every page that pages: the search results' heaviest first-load part.
 * Here Pagination's `../select` resolves to a native <select> drawn the same (components/pagination-size-
 * select.tsx); antd's Select elsewhere is untouched. The journeys test it in the build (catalog.e2e.ts).
 */
export function paginationNativeSizeChanger(): Plugin {
  const sizeSelect = fileURLToPath(new URL('./src/components/pagination-size-select.tsx', import.meta.url));
  return {
    name: 'jk-pagination-native-size-changer',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../select' &&
        importer &&
        /antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/.test(importer)
      ) {
        return sizeSelect;
      }
      return null;
    },
  };
}

/**
 * antd components that import Tooltip for a case our pages rarely or never draw: Segmented (options with a
 * `tooltip`, none of ours), Progress's Circle (a tooltip on small circles) and Upload's file list (a failed
 * file's message). Each import put Tooltip and the popup engine (13–16 KB gzipped) in the first load of the
 * search results or 3D search. Here their `tooltip` import resolves to components/lazy-tooltip.tsx, antd's
 * Tooltip loaded when one is first drawn (issue 17).
 */
function lazyTooltipIn(importers: RegExp[]): Plugin {
  const lazyTooltip = fileURLToPath(new URL('./src/components/lazy-tooltip.tsx', import.meta.url));
  return {
    name: 'jk-lazy-tooltip',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!/^(\.\.\/)+tooltip$/.test(source) || !importer) return null;
      return importers.some((pattern) => pattern.test(importer)) ? lazyTooltip : null;
    },
  };
}

/**
 * The front end runs on Preact (preact/compat) instead of React: the same components, hooks and libraries
 * (antd, React Router, TanStack Query, zustand all go through these five imports), with a runtime of ~4 KB
 * gzipped instead of react-dom's ~55, which is what brings every page's first load under 200 KB of gzipped
 * JavaScript (issue 17). The web unit tests (vitest.config.ts) stay on React; the journeys (e2e/) test this
 * build in Chromium. Nothing of ours may reach into React's internals (the 3D viewer is plain three.js).
 */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * React Router ships a production build (no development warnings or their checks) that its package's exports
 * do not name: they all point at dist/development. The build takes dist/production (issue 17); the two entry
 * points we import share its chunks, so there is one router.
 */
const routerDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${routerDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${routerDist}dom-export.mjs` },
];

/** The pages a link opens with their answer asked ahead (src/app/first-page.ts): their modules. */
const FIRST_PAGES = {
  search: ['src/features/search/api/search.prefetch.ts', 'src/features/search/pages/search.page.tsx'],
  item: ['src/features/catalog/api/catalog.prefetch.ts', 'src/features/catalog/pages/item-detail.page.tsx'],
};

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? [...preactCompat, ...reactRouterProduction] : preactCompat },
  plugins: [
    react(),
    inputEventProxy(),
    formProviderOnly(),
    cardWithoutTabs(),
    configProviderWithoutUniqueTooltip(),
    paginationNativeSizeChanger(),
    lazyTooltipIn([
      /antd[\\/]es[\\/]segmented[\\/]index\.js$/,
      /antd[\\/]es[\\/]progress[\\/]Circle\.js$/,
      /antd[\\/]es[\\/]upload[\\/]UploadList[\\/]ListItem\.js$/,
    ]),
    // antd's Input and Button import these barrels in the shell; their TextArea (with its resize observer) and
    // CSSMotionList are for lazy chunks only (barrel-re-exports.ts)
    directReExports([
      /@rc-component[\\/]input[\\/]es[\\/]index\.js$/,
      /@rc-component[\\/]motion[\\/]es[\\/]index\.js$/,
    ]),
    // the pages whose antd components are in the blocking stylesheet, with the shell's (issue 17)
    antdStaticCss([
      'src/features/home/home.page.tsx',
      'src/features/search/pages/search.page.tsx',
      'src/features/catalog/pages/item-detail.page.tsx',
    ]),
    // the entry's small stylesheet in index.html: the first paint does not wait for a request
    inlineEntryCss(),
    // the chunks a results or item page needs beyond the shell, for the server's Link header (first-load.json)
    firstLoadPreloads(FIRST_PAGES),
    // the shell's and those pages' scripts compiled as they download, not on first call (compile-hints.ts)
    compileHints(['src/features/home/home.page.tsx', ...Object.values(FIRST_PAGES).flat()]),
    // .br and .gz beside every text file over 1 KB, served as they are by the server (plugins/web-app.ts):
    // compressed once here, at the strongest levels, instead of on every request
    compression({
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { 1: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // What every page runs first (the entry's static imports, tag $initial) in two files, libraries and
        // our code, instead of ~50 small chunks that each cost a request (and on a slow link a round trip,
        // HTTP/1.1 allowing 6 at a time). The pages, dialogs and heavy parts stay in their own lazy chunks.
        codeSplitting: {
          groups: [
            { name: 'shell-libs', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // A results or item page's first answer is asked for by the entry while the page's chunk loads
            // (src/app/first-page.ts): what asking needs (the address read into the page's query, the API call,
            // the query keys) is a chunk of its own, so that the request does not wait for the page's chunk and
            // everything that chunk imports.
            // (TanStack Query's hooks, which every page uses, stay out of them.)
            { name: 'query-hooks', test: /node_modules\/@tanstack\//, priority: 1 },
            { name: 'search-prefetch', test: /features\/search\/api\/search\.prefetch\.ts$/ },
            { name: 'catalog-prefetch', test: /features\/catalog\/api\/catalog\.prefetch\.ts$/ },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: (id) =>
          /node_modules\/(@rc-component|@ant-design)\//.test(id) ? false : undefined,
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/to': 'http://localhost:8080',
      '/tool': 'http://localhost:8080',
      '/config.js': 'http://localhost:8080',
    },
  },
}));
