import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { directReExportsOf } from '../barrel-re-exports.ts';

const require = createRequire(import.meta.url);
/** The text of a package's es/index.js, as installed. */
const barrelOf = (pkg: string) =>
  readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), 'es', 'index.js'), 'utf8');

describe('barrels written with direct re-exports (issue 17)', () => {
  it.each([
    [
      '@rc-component/input',
      [
        'export { default as ResizableTextArea } from "./ResizableTextArea";',
        'export { default as BaseInput } from "./BaseInput";',
        'export { default as TextArea } from "./TextArea";',
        'export { default as default } from "./Input";',
      ],
    ],
    [
      '@rc-component/motion',
      [
        'export { default as Provider } from "./context";',
        'export { default as CSSMotionList } from "./CSSMotionList";',
        'export { genCSSMotion as genCSSMotion } from "./CSSMotion";',
        'export { default as default } from "./CSSMotion";',
      ],
    ],
  ])(
    "rewrites %s's installed index: the same names from the same modules, each re-exported",
    (pkg, lines) => {
      expect(directReExportsOf(barrelOf(pkg))?.split('\n').sort()).toEqual([...lines].sort());
    },
  );

  it('keeps aliases of named imports', () => {
    expect(directReExportsOf('import { a as b } from "./a";\nexport { b as c };')).toBe(
      'export { a as c } from "./a";',
    );
  });

  it('refuses a module with code of its own, a package import or an export of nothing imported', () => {
    expect(directReExportsOf('import A from "./a";\nA.x = 1;\nexport default A;')).toBeNull();
    expect(directReExportsOf('import A from "react";\nexport default A;')).toBeNull();
    expect(directReExportsOf('import A from "./a";\nexport { B };')).toBeNull();
    expect(directReExportsOf('export { default as A } from "./a";')).toBeNull();
  });
});
