/**
 * @jianku/catalog items → item rows, the same for the seed and the import.
 */
import type { Item } from '@jianku/catalog';
import type { ItemRow, StoredCategoryRef } from './catalog-store.repository.ts';

/** The key of a category's main size parameter: its first numeric parameter (siblings sort by it). */
export function mainSizeKey(category: Pick<StoredCategoryRef, 'params'>): string | undefined {
  return category.params.find((p) => p.type === 'numeric')?.key;
}

export function itemToRow(item: Item, category: StoredCategoryRef, brandId: number | null): ItemRow {
  const sizeKey = mainSizeKey(category);
  const size = sizeKey === undefined ? undefined : item.params[sizeKey];
  return {
    code: item.code,
    kind: item.kind,
    category_id: category.id,
    brand_id: brandId,
    model: item.model,
    name: item.name,
    series: item.series,
    standard: item.standard,
    description: item.description,
    lifecycle: item.lifecycle ?? null,
    package: item.package ?? null,
    datasheet_url: item.datasheetUrl,
    params: item.params,
    material: item.material
      ? {
          designation: item.material.designation,
          ...(item.material.numericCode === undefined ? {} : { numericCode: item.material.numericCode }),
          equivalents: { ...item.material.equivalents },
          properties: item.material.properties.map((p) => ({ ...p })),
          sources: [...item.material.sources],
        }
      : null,
    size_si: typeof size?.si === 'number' && Number.isFinite(size.si) ? size.si : null,
  };
}
