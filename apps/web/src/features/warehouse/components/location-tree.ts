/** The flat location list as Ant Design tree data (Tree and TreeSelect), sorted by name at every level. */
import type { StockLocation } from '../api/warehouse.api.ts';

export interface LocationNode {
  key: number;
  value: number;
  title: string;
  quantity: number;
  children: LocationNode[];
}

export function locationTree(locations: readonly StockLocation[]): LocationNode[] {
  const nodes = new Map<number, LocationNode>(
    locations.map((l) => [
      l.id,
      { key: l.id, value: l.id, title: l.name, quantity: l.quantity, children: [] },
    ]),
  );
  const roots: LocationNode[] = [];
  for (const l of locations) {
    const node = nodes.get(l.id) as LocationNode;
    const parent = l.parentId === null ? undefined : nodes.get(l.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: LocationNode[]) => {
    list.sort((a, b) => a.title.localeCompare(b.title, 'zh-CN'));
    for (const n of list) sort(n.children);
    return list;
  };
  return sort(roots);
}
