import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The build's chunks (its assets left out). */
export function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
}

/** Whether a chunk holds one of the modules named by the end of their path (`src/features/…/x.page.tsx`). */
export function holdsModule(chunk: OutputChunk, suffixes: readonly string[]): boolean {
  return chunk.moduleIds.some((id) => suffixes.some((suffix) => id.endsWith(suffix)));
}

/** The given chunks with every chunk they import statically, directly or not. */
export function staticClosure(bundle: OutputBundle, roots: Iterable<OutputChunk>): Set<OutputChunk> {
  const found = new Set<OutputChunk>();
  const add = (chunk: OutputChunk | undefined) => {
    if (!chunk || found.has(chunk)) return;
    found.add(chunk);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      add(imported?.type === 'chunk' ? imported : undefined);
    }
  };
  for (const chunk of roots) add(chunk);
  return found;
}
