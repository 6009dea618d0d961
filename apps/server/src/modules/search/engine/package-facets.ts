/**
 * The package, lifecycle and mounting of each slot (issue 15: facets an engineer narrows by), as two slot
 * columns: the package's local index in this table (0: none) and the lifecycle's code (0: none). The mounting
 * is not stored per item: it is read from the package by @jianku/catalog's mountingOf (a table of package
 * rules, each with the standard or datasheet it follows), once per distinct package, so a filter on 贴片 is a
 * set of allowed packages and its count the sum of theirs. Package names are saved in the snapshot; their
 * mountings are read again when it is loaded (the rules may have changed since).
 */
import { MOUNTINGS, type Mounting, mountingOf } from '@jianku/catalog';
import type { IndexQuery, ValueCount } from './types.ts';

/** the lifecycles of components (catalogue Lifecycle), code = index + 1 */
export const LIFECYCLES = ['active', 'nrnd', 'eol', 'obsolete'] as const;
/** package facet values returned at most */
const PACKAGE_FACET_MAX = 50;
/** local indexes fit the slot column (Uint16Array); later new packages are counted as none */
const PACKAGE_MAX = 0xffff;

/** The lifecycle's code (1…4), 0 when absent or not a catalogue lifecycle. */
export function lifecycleCode(value: string | null | undefined): number {
  if (!value) return 0;
  return (LIFECYCLES as readonly string[]).indexOf(value) + 1;
}

const mountingCode = (m: Mounting | null) => (m === null ? 0 : MOUNTINGS.indexOf(m) + 1);

export class PackageTable {
  /** package text by local index (0: none) */
  names: string[] = [''];
  /** mounting code by local index (0: none, else MOUNTINGS index + 1) */
  mountings: number[] = [0];
  private readonly locals = new Map<string, number>();

  /** The local index of a package, added when new (0 for none or when the table is full). */
  localOf(pkg: string | null | undefined): number {
    const text = pkg?.trim() ?? '';
    if (text === '') return 0;
    const known = this.locals.get(text);
    if (known !== undefined) return known;
    if (this.names.length > PACKAGE_MAX) return 0;
    const local = this.names.length;
    this.names.push(text);
    this.mountings.push(mountingCode(mountingOf(text)));
    this.locals.set(text, local);
    return local;
  }

  /** Takes a snapshot's names (index 0 is none); the mountings are read again. */
  restore(names: string[]): void {
    this.names = [''];
    this.mountings = [0];
    this.locals.clear();
    for (const name of names.slice(1)) this.localOf(name);
  }

  /**
   * 1 per allowed package (local index) for a query's packages and mountings (both must hold), or null when
   * it asks neither.
   */
  allowed(query: IndexQuery): Uint8Array | null {
    const { packages, mountings } = query;
    if (!packages?.length && !mountings?.length) return null;
    const wanted = packages?.length ? new Set(packages.map((p) => p.trim())) : null;
    const mounts = mountings?.length ? new Set(mountings) : null;
    const out = new Uint8Array(this.names.length);
    for (let l = 1; l < this.names.length; l++) {
      if (wanted && !wanted.has(this.names[l] as string)) continue;
      const m = this.mountings[l] as number;
      if (mounts && (m === 0 || !mounts.has(MOUNTINGS[m - 1] as string))) continue;
      out[l] = 1;
    }
    return out;
  }
}

/** 1 per allowed lifecycle code for a query's lifecycles, or null when it asks none. */
export function lifecyclesAllowed(query: IndexQuery): Uint8Array | null {
  if (!query.lifecycles?.length) return null;
  const out = new Uint8Array(LIFECYCLES.length + 1);
  for (const v of query.lifecycles) {
    const code = lifecycleCode(v);
    if (code > 0) out[code] = 1;
  }
  return out;
}

/** package names in reading order: 直插 2P before 直插 10P */
export const PACKAGE_ORDER = new Intl.Collator('zh-CN', { numeric: true });

/**
 * Nonzero counts as facet values (names by code or local index): in code order (lifecycles, mountings), or
 * with `max` count desc then name in reading order, at most `max` (packages).
 */
function valueCounts(counts: Uint32Array, nameOf: (i: number) => string, max?: number): ValueCount[] {
  const out: ValueCount[] = [];
  for (let i = 1; i < counts.length; i++) {
    const count = counts[i] as number;
    if (count > 0) out.push({ value: nameOf(i), count });
  }
  if (max === undefined) return out;
  out.sort((a, b) => b.count - a.count || PACKAGE_ORDER.compare(a.value, b.value));
  if (out.length > max) out.length = max;
  return out;
}

/** lifecycle codes per package in the joint counter (package << 3 | lifecycle) */
export const LIFE_BITS = 3;

/** The joint counter's index of a slot: its package and lifecycle. */
export function jointKey(pkg: Uint16Array, life: Uint8Array, s: number): number {
  return ((pkg[s] as number) << LIFE_BITS) | (life[s] as number);
}

/**
 * The matches (slots matched[0..total)) counted per (package, lifecycle) pair: one increment per match, the
 * three facets folded from it (valueFacets). A lone word's counter is kept with its run (merge-patch.ts).
 */
export function jointCounts(
  table: PackageTable,
  pkg: Uint16Array,
  life: Uint8Array,
  matched: Uint32Array,
  total: number,
): Uint32Array {
  const joint = new Uint32Array(table.names.length << LIFE_BITS);
  for (let i = 0; i < total; i++) {
    const s = matched[i] as number;
    const k = ((pkg[s] as number) << LIFE_BITS) | (life[s] as number);
    joint[k] = (joint[k] as number) + 1;
  }
  return joint;
}

/** The package, lifecycle and mounting facets of a joint counter (jointCounts). */
export function valueFacets(
  table: PackageTable,
  joint: Uint32Array,
): { packages: ValueCount[]; lifecycles: ValueCount[]; mountings: ValueCount[] } {
  const packageCount = Math.min(table.names.length, joint.length >>> LIFE_BITS);
  const packageCounts = new Uint32Array(packageCount);
  const lifeCounts = new Uint32Array(LIFECYCLES.length + 1);
  const mountCounts = new Uint32Array(MOUNTINGS.length + 1);
  for (let p = 0; p < packageCount; p++) {
    let n = 0;
    for (let l = 0; l <= LIFECYCLES.length; l++) {
      const c = joint[(p << LIFE_BITS) | l] as number;
      n += c;
      lifeCounts[l] = (lifeCounts[l] as number) + c;
    }
    packageCounts[p] = n;
    if (p > 0) {
      const m = table.mountings[p] as number;
      mountCounts[m] = (mountCounts[m] as number) + n;
    }
  }
  return {
    packages: valueCounts(packageCounts, (p) => table.names[p] as string, PACKAGE_FACET_MAX),
    lifecycles: valueCounts(lifeCounts, (c) => LIFECYCLES[c - 1] as string),
    mountings: valueCounts(mountCounts, (c) => MOUNTINGS[c - 1] as string),
  };
}
