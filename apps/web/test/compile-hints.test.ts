import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../compile-hints.ts';

type Chunk = Rolldown.OutputChunk;
type Bundle = Rolldown.OutputBundle;

const PRELOAD_MAP = 'const __vite__mapDeps=(i)=>i;\n';

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): Chunk {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    isEntry,
    code: `/* ${fileName} */`,
  } as unknown as Chunk;
}

/** A bundle: the entry with a static import, the home page with its own, and a lazy part. */
function bundle(): Bundle {
  const chunks = [
    chunk('assets/index.js', ['/app/src/main.tsx'], ['assets/shell-libs.js'], true),
    chunk('assets/shell-libs.js', ['/app/node_modules/preact/dist/preact.mjs']),
    chunk('assets/home.page.js', ['/app/src/features/home/home.page.tsx'], ['assets/empty.js']),
    chunk('assets/empty.js', ['/app/node_modules/antd/es/empty/index.js']),
    chunk('assets/model-viewer.js', ['/app/src/features/models/model-viewer.tsx']),
  ];
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

/** Vite's import analysis as far as it matters here: it puts its preload map first in files that need it. */
function importAnalysis(): Plugin {
  return {
    name: 'vite:build-import-analysis',
    generateBundle(_options, out) {
      for (const c of Object.values(out)) if (c.type === 'chunk' && c.isEntry) c.code = PRELOAD_MAP + c.code;
    },
  };
}

/** Runs the plugin's configResolved over a config holding `analysis`, then the build's generateBundle. */
async function build(pages: string[], out: Bundle): Promise<void> {
  const analysis = importAnalysis();
  const plugin = compileHints(pages);
  (plugin.configResolved as (c: ResolvedConfig) => void)({
    plugins: [analysis],
  } as unknown as ResolvedConfig);
  const hook = analysis.generateBundle as (this: unknown, o: unknown, b: Bundle, w: boolean) => Promise<void>;
  await hook.call({}, {}, out, false);
}

const code = (out: Bundle, file: string) => (out[file] as Chunk).code;

describe("V8's compile hint on the first load's scripts (issue 17: a phone's Total Blocking Time)", () => {
  it("marks the entry, its static imports and a named page's closure on their first line, after Vite's preload map was added; a lazy part stays as it was", async () => {
    const out = bundle();
    await build(['src/features/home/home.page.tsx'], out);
    expect(code(out, 'assets/index.js')).toBe(`${COMPILE_HINT}\n${PRELOAD_MAP}/* assets/index.js */`);
    for (const file of ['assets/shell-libs.js', 'assets/home.page.js', 'assets/empty.js'])
      expect(code(out, file), file).toBe(`${COMPILE_HINT}\n/* ${file} */`);
    expect(code(out, 'assets/model-viewer.js')).toBe('/* assets/model-viewer.js */');
  });

  it('a named page that no chunk holds fails the build (a renamed page, a stale list)', async () => {
    await expect(build(['src/features/home/gone.page.tsx'], bundle())).rejects.toThrow(
      'compile-hints: no chunk holds src/features/home/gone.page.tsx',
    );
  });

  it('a Vite without its import analysis plugin fails the build instead of leaving the hint out', () => {
    const plugin = compileHints([]);
    expect(() =>
      (plugin.configResolved as (c: ResolvedConfig) => void)({ plugins: [] } as unknown as ResolvedConfig),
    ).toThrow('compile-hints: Vite has no vite:build-import-analysis plugin');
  });
});
