// Helper to build a component item with the common fields filled in.
import { type Item, Kind, type Lifecycle, type ParamValue } from './types.ts';

export function componentItem(f: {
  brandCode: string;
  mpn: string;
  categoryCode: string;
  name: string;
  series: string;
  description: string;
  params: Record<string, ParamValue>;
  package: string;
  lifecycle?: Lifecycle;
  datasheetUrl?: string | null;
}): Item {
  return {
    kind: Kind.component,
    code: `${f.brandCode.toUpperCase()}-${f.mpn}`,
    categoryCode: f.categoryCode,
    brandCode: f.brandCode,
    model: f.mpn,
    name: f.name,
    series: f.series,
    standard: null,
    description: f.description,
    params: f.params,
    lifecycle: f.lifecycle ?? 'active',
    package: f.package,
    datasheetUrl: f.datasheetUrl ?? null,
  };
}
