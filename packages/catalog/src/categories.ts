// Category tree of the three libraries, flattened: the trees themselves are in categories/*.data.ts.
import { componentTree } from './categories/component-categories.data.ts';
import { materialParams, materialTree } from './categories/material-categories.data.ts';
import type { Node } from './categories/param-defs.ts';
import { partTree } from './categories/part-categories.data.ts';
import { type Category, Kind, type ParamDef } from './types.ts';

function flatten(
  nodes: Node[],
  kind: Kind,
  parentCode: string | null,
  out: Category[],
  leafParams?: ParamDef[],
) {
  nodes.forEach((n, i) => {
    const isLeaf = !n.children || n.children.length === 0;
    out.push({
      code: n.code,
      kind,
      parentCode,
      name: n.name,
      nameEn: n.nameEn,
      sort: (i + 1) * 10,
      params: isLeaf ? (n.params ?? leafParams ?? []) : [],
    });
    if (n.children) flatten(n.children, kind, n.code, out, leafParams);
  });
}

let cache: Category[] | null = null;

/** The whole category tree, parents before children, each level in display order. */
export function categories(): Category[] {
  if (cache) return cache;
  const out: Category[] = [];
  out.push({
    code: 'part',
    kind: Kind.part,
    parentCode: null,
    name: '零部件',
    nameEn: 'Parts',
    sort: 10,
    params: [],
  });
  flatten(partTree, Kind.part, 'part', out);
  out.push({
    code: 'comp',
    kind: Kind.component,
    parentCode: null,
    name: '元器件',
    nameEn: 'Components',
    sort: 20,
    params: [],
  });
  flatten(componentTree, Kind.component, 'comp', out);
  out.push({
    code: 'mat',
    kind: Kind.material,
    parentCode: null,
    name: '材料',
    nameEn: 'Materials',
    sort: 30,
    params: [],
  });
  flatten(materialTree, Kind.material, 'mat', out, materialParams);
  cache = out;
  return out;
}

let byCode: Map<string, Category> | null = null;
export function categoryByCode(code: string): Category | undefined {
  byCode ??= new Map(categories().map((c) => [c.code, c]));
  return byCode.get(code);
}

/** Whether a category has no children (only leaves hold items). */
export function isLeaf(code: string): boolean {
  return !categories().some((c) => c.parentCode === code);
}
