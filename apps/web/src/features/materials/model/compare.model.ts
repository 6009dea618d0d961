// Pure helpers of the materials comparison page: the ids in the address, the rows of the tables and the
// data of the charts. No React, no requests (tested in compare.model.test.ts).
import { MATERIAL_COMPARE_MAX, MaterialCompareMessage } from '@jianku/rules';
import type { ComparedGrade, ComparedProperty, ElementLimit } from '../api/materials.types.ts';

export const COMPARE_PATH = '/mat/compare';
/** localStorage key of the last comparison's ids ("12,34"), so the tab and 加入材料对比 continue it. */
export const LAST_COMPARE_KEY = 'jk_mat_compare';

/** The comparison's address: /mat/compare?ids=12,34 (no ids: the empty comparison). */
export function compareUrl(ids: readonly number[]): string {
  return ids.length > 0 ? `${COMPARE_PATH}?ids=${ids.join(',')}` : COMPARE_PATH;
}

/**
 * The ids of the address's `ids` parameter: junk, duplicates and ids past the limit are dropped, and the
 * first problem is said in Chinese (the page shows it, the valid ids still compare).
 */
export function parseCompareIds(text: string | null): { ids: number[]; problem: string | null } {
  const ids: number[] = [];
  let problem: string | null = null;
  for (const part of (text ?? '').split(/[,，]/)) {
    const s = part.trim();
    if (s === '') continue;
    const n = /^\d{1,15}$/.test(s) ? Number(s) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1) problem ??= MaterialCompareMessage.badId(s);
    else if (ids.includes(n)) problem ??= MaterialCompareMessage.duplicate;
    else if (ids.length >= MATERIAL_COMPARE_MAX) problem ??= MaterialCompareMessage.tooMany;
    else ids.push(n);
  }
  return { ids, problem };
}

/** Adds a grade unless present or full; returns the same array when nothing changes. */
export function addGrade(ids: readonly number[], id: number): readonly number[] {
  if (ids.includes(id) || ids.length >= MATERIAL_COMPARE_MAX) return ids;
  return [...ids, id];
}

export interface PropertyRow {
  key: string;
  name: string;
  /** per grade (same order), every value of the property with its condition */
  cells: ComparedProperty[][];
}

/** One row per property key, in the order first met across the grades. */
export function propertyRows(grades: readonly ComparedGrade[]): PropertyRow[] {
  const rows: PropertyRow[] = [];
  for (const g of grades) {
    for (const p of g.properties) {
      if (rows.some((r) => r.key === p.key)) continue;
      rows.push({
        key: p.key,
        name: p.name,
        cells: grades.map((x) => x.properties.filter((q) => q.key === p.key)),
      });
    }
  }
  return rows;
}

export interface ChartBar {
  grade: string;
  /** solid part: 0 → low */
  low: number;
  /** light part on top: the range low → high (0 for a single value) */
  span: number;
  label: string;
  condition: string;
}

export interface PropertyChart {
  key: string;
  title: string;
  unit: string;
  bars: ChartBar[];
}

/**
 * Charts of the numeric properties: one per property and unit (hardness on different scales is not one
 * axis), with each grade's first listed value; only where at least two grades have a value.
 */
export function propertyCharts(grades: readonly ComparedGrade[]): PropertyChart[] {
  const charts: PropertyChart[] = [];
  for (const row of propertyRows(grades)) {
    const byUnit = new Map<string, ChartBar[]>();
    row.cells.forEach((cell, i) => {
      const p = cell.find((x) => x.low !== null);
      if (!p || p.low === null) return;
      const high = p.high ?? p.low;
      const bars = byUnit.get(p.unit) ?? [];
      bars.push({
        grade: (grades[i] as ComparedGrade).designation,
        low: p.low,
        span: Math.max(0, Number((high - p.low).toPrecision(6))),
        label: p.display,
        condition: p.condition,
      });
      byUnit.set(p.unit, bars);
    });
    for (const [unit, bars] of byUnit) {
      if (bars.length < 2 && grades.length > 1) continue;
      charts.push({ key: `${row.key}:${unit}`, title: row.name, unit, bars });
    }
  }
  return charts;
}

/** "0.42~0.50", "≤0.08", "≥0.15", "—" (the limits as the standard prints them). */
export function formatLimit(l: ElementLimit | undefined): string {
  if (!l) return '—';
  const f = (n: number) => String(n);
  if (l.min !== undefined && l.max !== undefined) return `${f(l.min)}~${f(l.max)}`;
  if (l.max !== undefined) return `≤${f(l.max)}`;
  if (l.min !== undefined) return `≥${f(l.min)}`;
  return '—';
}

export interface CompositionRow {
  element: string;
  cells: string[];
}

/** One row per element (the server's order), the limit of each grade or '—'; the base as 余量. */
export function compositionRows(
  grades: readonly ComparedGrade[],
  elements: readonly string[],
): CompositionRow[] {
  const rows = elements.map((element) => ({
    element,
    cells: grades.map((g) =>
      g.composition ? formatLimit(g.composition.limits.find((l) => l.element === element)) : '—',
    ),
  }));
  const bases = [...new Set(grades.map((g) => g.composition?.base).filter((b): b is string => !!b))];
  for (const base of bases) {
    const row = rows.find((r) => r.element === base);
    const cells = grades.map((g, i) =>
      g.composition?.base === base ? '余量' : row ? (row.cells[i] as string) : '—',
    );
    if (row) row.cells = cells;
    else rows.push({ element: base, cells });
  }
  return rows;
}

export interface StackSeries {
  element: string;
  /** per grade: the middle of the element's min–max range, 0 where the grade has no range for it */
  values: number[];
}

/**
 * The stacked composition chart: the alloying elements each grade specifies as a min–max range, at the
 * middle of the range (a nominal content). Elements given only as a maximum (impurities) or only a
 * minimum are left out, and so is the base metal (余量).
 */
export function compositionStack(
  grades: readonly ComparedGrade[],
  elements: readonly string[],
): StackSeries[] {
  const series: StackSeries[] = [];
  for (const element of elements) {
    const values = grades.map((g) => {
      const l = g.composition?.limits.find((x) => x.element === element);
      if (!l || l.min === undefined || l.max === undefined || g.composition?.base === element) return 0;
      return Number(((l.min + l.max) / 2).toPrecision(4));
    });
    if (values.some((v) => v > 0)) series.push({ element, values });
  }
  return series;
}
