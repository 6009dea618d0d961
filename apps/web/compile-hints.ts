import type { Plugin, Rolldown } from 'vite';
import { chunksOf, holdsModule, staticClosure } from './bundle-chunks.ts';

/** V8's explicit compile hint: every function of the file is compiled while the file streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the scripts a first load runs with V8's compile hint (issue 17: a phone's Total Blocking Time).
 *
 *   compileHints(['src/features/home/home.page.tsx', 'src/features/search/pages/search.page.tsx', …])
 *
 * Why: V8 compiles a function lazily, on the main thread, the first time it is called. On a first load nearly
 * every function of the shell and of the page is called within one render, so that render paid for compiling
 * them too (a CPU profile's "(program)": about a third of the first render at 4x slowdown). A file whose first
 * line is `//# allFunctionsCalledOnLoad` is compiled whole on a background thread while it downloads
 * (Chromium 136 on; other engines read a comment). Only the first load's files carry it: the entry with its
 * static imports, and each named page's chunk with its own; a lazy part (a dialog, the 3D viewer) is still
 * compiled when used.
 */
export function compileHints(pages: readonly string[]): Plugin {
  const mark = (bundle: Rolldown.OutputBundle) => {
    const chunks = chunksOf(bundle);
    const roots = chunks.filter((chunk) => chunk.isEntry || holdsModule(chunk, pages));
    const missing = pages.filter((page) => !chunks.some((chunk) => holdsModule(chunk, [page])));
    if (missing.length > 0)
      throw new Error(`compile-hints: no chunk holds ${missing.join(', ')} (see vite.config.ts)`);
    for (const chunk of staticClosure(bundle, roots)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  };
  return {
    name: 'jk-compile-hints',
    apply: 'build',
    // The comment must be the file's first line, and Vite's import analysis puts its preload map there in its
    // own generateBundle, after every other plugin's: the marking runs at the end of that hook, before the
    // compression plugin (which appends itself to the same hook, later: its configResolved runs after ours).
    configResolved(config) {
      const analysis = config.plugins.find((plugin) => plugin.name === IMPORT_ANALYSIS);
      if (!analysis) throw new Error(`compile-hints: Vite has no ${IMPORT_ANALYSIS} plugin`);
      runAfterGenerateBundle(analysis, mark);
    },
  };
}

const IMPORT_ANALYSIS = 'vite:build-import-analysis';

/** Makes `after` run when a plugin's generateBundle hook has run (a function hook or an object one). */
function runAfterGenerateBundle(plugin: Plugin, after: (bundle: Rolldown.OutputBundle) => void): void {
  const hook = plugin.generateBundle;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error(`compile-hints: ${plugin.name} has no generateBundle hook`);
  const wrapped: typeof handler = async function (this: ThisParameterType<typeof handler>, ...args) {
    await handler.apply(this, args);
    after(args[1]);
  };
  plugin.generateBundle = typeof hook === 'function' ? wrapped : { ...hook, handler: wrapped };
}
