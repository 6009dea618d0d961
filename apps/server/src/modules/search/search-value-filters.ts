/**
 * The package, lifecycle and mounting filters of a search request (issue 15): each a list of values joined by
 * `|` (any of them), read with a Chinese message for a bad one; and the engine's value facets with the names
 * the page shows (生命周期 量产…, 安装方式 贴片…).
 *
 *   const values = valueFiltersOf(request);   // { packages?, lifecycles?, mountings? } or 400
 *   facets.lifecycles = namedLifecycles(result.lifecycles);
 */
import { MOUNTING_LABEL, MOUNTINGS, type Mounting } from '@jianku/catalog';
import { LIFECYCLE_LABEL } from '@jianku/rules';
import type { ValueFacet } from '@jianku/rules/search-schemas';
import { badRequest } from '../../lib/app-error.ts';
import { LIFECYCLES } from './engine/package-facets.ts';
import type { ValueCount } from './engine/types.ts';

/** values of one filter at most */
const VALUES_MAX = 50;
/** characters of one package value at most */
const PACKAGE_MAX_LENGTH = 64;

export interface ValueFilters {
  packages?: string[];
  lifecycles?: string[];
  mountings?: string[];
}

/** The distinct values of a `a|b` list (trimmed, NFKC, empties dropped); 400 when there are too many. */
function valuesOf(text: string, field: string): string[] {
  const values = [
    ...new Set(
      text
        .normalize('NFKC')
        .split('|')
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    ),
  ];
  if (values.length === 0) throw badRequest(`筛选值不能为空：${field}`);
  if (values.length > VALUES_MAX) throw badRequest(`筛选值最多 ${VALUES_MAX} 个：${field}`);
  return values;
}

/** Values that must be one of `allowed`: 400 naming the first that is not, with the choices. */
function oneOf(values: string[], allowed: readonly string[], what: string, labels: Record<string, string>) {
  const bad = values.find((v) => !allowed.includes(v));
  if (bad !== undefined) {
    const choices = allowed.map((v) => `${v}（${labels[v]}）`).join('、');
    throw badRequest(`未知的${what}：${bad}（可选：${choices}）`);
  }
  return values;
}

/** The request's package, lifecycle and mounting filters (absent when not given). */
export function valueFiltersOf(request: {
  package?: string | undefined;
  lifecycle?: string | undefined;
  mounting?: string | undefined;
}): ValueFilters {
  const out: ValueFilters = {};
  if (request.package !== undefined) {
    const packages = valuesOf(request.package, 'package');
    const long = packages.find((p) => p.length > PACKAGE_MAX_LENGTH);
    if (long !== undefined) throw badRequest(`封装名称最多 ${PACKAGE_MAX_LENGTH} 个字符`);
    out.packages = packages;
  }
  if (request.lifecycle !== undefined)
    out.lifecycles = oneOf(valuesOf(request.lifecycle, 'lifecycle'), LIFECYCLES, '生命周期', LIFECYCLE_LABEL);
  if (request.mounting !== undefined)
    out.mountings = oneOf(valuesOf(request.mounting, 'mounting'), MOUNTINGS, '安装方式', MOUNTING_LABEL);
  return out;
}

/** The engine's value counts with the names shown: packages as they are written. */
export function namedPackages(counts: ValueCount[]): ValueFacet[] {
  return counts.map((c) => ({ value: c.value, name: c.value, count: c.count }));
}

export function namedLifecycles(counts: ValueCount[]): ValueFacet[] {
  return counts.map((c) => ({ value: c.value, name: LIFECYCLE_LABEL[c.value] ?? c.value, count: c.count }));
}

export function namedMountings(counts: ValueCount[]): ValueFacet[] {
  return counts.map((c) => ({ value: c.value, name: MOUNTING_LABEL[c.value as Mounting], count: c.count }));
}
