import type { Plugin, Rolldown } from 'vite';
import { chunksOf, holdsModule, staticClosure } from './bundle-chunks.ts';

/** The file the build writes beside index.html, read by the server (apps/server plugins/first-load-links.ts). */
export const FIRST_LOAD_FILE = 'first-load.json';

/**
 * The scripts a results or item page needs beyond the shell, named for the server (issue 17).
 *
 *   firstLoadPreloads({ search: ['src/…/search.page.tsx', 'src/…/search.prefetch.ts'], item: [...] })
 *
 * Why: such a page opened from a link loaded its own chunks only once the shell (≈200 KB) had arrived and run:
 * on a slow phone a chain of round trips before the results could show. The build writes `first-load.json`,
 * `{ "search": ["/assets/…js", …], "item": […] }`: for each kind of page (packages/rules first-page.ts) the chunks
 * holding the named modules and every chunk they import statically, less what index.html already loads (the
 * entry and its imports). The server sends them as `Link: <…>; rel=modulepreload` with that page's index.html,
 * so the browser fetches and compiles them while the shell still loads.
 */
export function firstLoadPreloads(pages: Record<string, readonly string[]>): Plugin {
  return {
    name: 'jk-first-load-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const shell = staticClosure(
        bundle,
        chunks.filter((chunk) => chunk.isEntry),
      );
      const files: Record<string, string[]> = {};
      for (const [kind, modules] of Object.entries(pages)) {
        const roots = modules.map((module) => rootChunk(chunks, module));
        const needed = [...staticClosure(bundle, roots)].filter((chunk) => !shell.has(chunk));
        files[kind] = needed.map((chunk) => `/${chunk.fileName}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: FIRST_LOAD_FILE,
        source: `${JSON.stringify(files, null, 2)}\n`,
      });
    },
  };
}

/** The chunk holding a module; a module missing from the build is an error (a renamed page, a stale list). */
function rootChunk(chunks: Rolldown.OutputChunk[], module: string): Rolldown.OutputChunk {
  const chunk = chunks.find((c) => holdsModule(c, [module]));
  if (!chunk) throw new Error(`first-load-preloads: no chunk holds ${module} (see vite.config.ts)`);
  return chunk;
}
