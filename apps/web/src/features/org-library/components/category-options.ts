import { useQuery } from '@tanstack/react-query';
import { type CategoryNode, fetchCategoryTree } from '../api/org-library.api.ts';

export interface CategoryOption {
  value: number;
  label: string;
  children?: CategoryOption[];
}

const toOptions = (nodes: readonly CategoryNode[]): CategoryOption[] =>
  nodes.map((n) => ({
    value: n.id,
    label: n.name,
    ...(n.children.length > 0 ? { children: toOptions(n.children) } : {}),
  }));

/** 零部件 and 元器件: the libraries an organisation's own items go in (its business scope 1,2). */
export const ORG_KINDS = [
  { value: 1, label: '零部件' },
  { value: 2, label: '元器件' },
];

/** The public category tree of a library as Cascader options (only leaves can be picked). */
export function useCategoryOptions(kind: number) {
  const tree = useQuery({ queryKey: ['catalog', 'tree', kind], queryFn: () => fetchCategoryTree(kind) });
  return { options: toOptions(tree.data ?? []), loading: tree.isPending };
}
