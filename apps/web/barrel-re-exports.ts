import type { Plugin } from 'vite';

/**
 * Barrels that re-export through a local binding, kept out of the first load (issue 17):
 *
 *   directReExports([/@rc-component[\\/]input[\\/]es[\\/]index\.js$/])   // in vite.config.ts's plugins
 *
 * @rc-component/input's index reads `import TextArea from "./TextArea"; export { TextArea };` and
 * `export default Input;`. The bundler counts such an import as a static dependency of whoever imports the
 * index, so antd's Input (in the shell) put TextArea, its auto-size and the resize observer in the first load
 * of every page, although only the lazy pages with a text area use them. Written as `export { default as
 * TextArea } from "./TextArea"` (the same bindings), a module that nothing in the shell uses stays with the
 * lazy chunks that do. A listed barrel of any other shape fails the build: a new version must be looked at.
 */

const RELATIVE_IMPORT =
  /^import\s+(?:([A-Za-z_$][\w$]*)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*["'](\.[^"']+)["'];?$/;
const RE_EXPORT = /^export\s+(?:\*|\{[^}]*\})\s+from\s+["'][^"']+["'];?$/;
const EXPORT_DEFAULT = /^export\s+default\s+([A-Za-z_$][\w$]*);?$/;
const EXPORT_LIST = /^export\s*\{([^}]*)\};?$/;

/** `a as b` → ['a', 'b']; `a` → ['a', 'a']. */
function aliased(part: string): [string, string] {
  const [name, alias] = part.split(/\s+as\s+/).map((s) => s.trim());
  return [name ?? '', alias ?? name ?? ''];
}

const parts = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

interface Barrel {
  /** local name → the module and the name it was imported from */
  imported: Map<string, { source: string; name: string }>;
  /** `export … from` lines, kept as they are */
  direct: string[];
  /** [local name, exported name] */
  exported: Array<[string, string]>;
}

/** Reads one statement into the barrel; false when it is not a relative import or an export. */
function readStatement(line: string, barrel: Barrel): boolean {
  const imports = RELATIVE_IMPORT.exec(line);
  const exportDefault = EXPORT_DEFAULT.exec(line);
  const exportList = EXPORT_LIST.exec(line);
  if (imports) {
    const source = imports[3] ?? '';
    if (imports[1]) barrel.imported.set(imports[1], { source, name: 'default' });
    for (const [name, local] of parts(imports[2] ?? '').map(aliased))
      barrel.imported.set(local, { source, name });
  } else if (RE_EXPORT.test(line)) barrel.direct.push(line);
  else if (exportDefault) barrel.exported.push([exportDefault[1] ?? '', 'default']);
  else if (exportList) barrel.exported.push(...parts(exportList[1] ?? '').map(aliased));
  else return false;
  return true;
}

/**
 * The barrel written with `export … from` only, or null when it holds anything but relative imports and
 * exports of what they import (then it is not a plain barrel and is left as it is).
 */
export function directReExportsOf(code: string): string | null {
  const barrel: Barrel = { imported: new Map(), direct: [], exported: [] };
  const lines = code.split('\n').map((line) => line.trim());
  if (!lines.filter(Boolean).every((line) => readStatement(line, barrel))) return null;
  const rewritten = barrel.exported.map(([local, as]) => {
    const from = barrel.imported.get(local);
    return from ? `export { ${from.name} as ${as} } from "${from.source}";` : null;
  });
  if (barrel.exported.length === 0 || rewritten.includes(null)) return null;
  return [...barrel.direct, ...rewritten].join('\n');
}

/** The listed barrels (module ids) rewritten by directReExportsOf; one that cannot be fails the build. */
export function directReExports(barrels: readonly RegExp[]): Plugin {
  return {
    name: 'jk-direct-re-exports',
    enforce: 'pre',
    transform(code, id) {
      if (!barrels.some((barrel) => barrel.test(id))) return null;
      const rewritten = directReExportsOf(code);
      if (rewritten === null) throw new Error(`${id} is no longer a plain barrel: see barrel-re-exports.ts`);
      return { code: rewritten, map: null };
    },
  };
}
