/**
 * Alternates of a component or part: the items that can replace it, each judged parameter by parameter
 * (alternates.match.ts under alternates.rules.ts), and for standard parts their other designations
 * (alternates.designations.ts). Takes an item id or a part number (also another maker's bearing designation
 * or an old GB code, read back to the catalogue's own designation).
 *
 *   const alternates = createAlternatesService(createAlternatesRepository(db));
 *   await alternates.of({ id: 42, dropInOnly: true, limit: 50 });
 *   await alternates.of({ partNumber: '6205LLU', limit: 50 });   // NTN → the catalogue's 6205-2RS and its alternates
 *
 * Order: drop-in before functional, active before NRND / EOL / obsolete, other brands before the item's own,
 * then the most "better" ratings, then model. Unknown or deleted ids, unknown part numbers: 404 with a Chinese
 * message; materials: 400 (their equivalents are on the material page).
 */
import { ErrorCode, LIFECYCLE_ORDER, type LifecycleValue, PART_NUMBER_MAX } from '@jianku/rules';
import type {
  AlternatesQuery,
  AlternatesResult,
  AlternateView,
  CheckView,
  ItemBrief,
} from '@jianku/rules/alternates-schemas';
import { PUBLIC_SCOPE, type TenantScope } from '../../db/tenant-scope.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { CategoryRecord, ItemRecord } from '../catalog/catalog.repository.ts';
import {
  bearingDesignations,
  type Designation,
  decodeDesignation,
  decodeStandardDesignation,
  standardDesignations,
} from './alternates.designations.ts';
import { type Judgement, judge } from './alternates.match.ts';
import type { AlternatesRepository, SourceRecord } from './alternates.repository.ts';
import { type AlternateRule, ruleFor } from './alternates.rules.ts';

/** Candidates read per item at most (a key value in one package rarely has more than a few hundred). */
const CANDIDATES_MAX = 3000;
const MATCHES_MAX = 20;

const PACKAGE_NAME = '封装';

/** A judged candidate and its sort key: not drop-in, reasons, lifecycle, same brand, minus the better ratings. */
interface Ranked {
  candidate: ItemRecord;
  judgement: Judgement;
  sameBrand: boolean;
  key: number[];
}

const lifecycleRank = (l: string | null) => {
  const i = LIFECYCLE_ORDER.indexOf((l ?? 'active') as LifecycleValue);
  return i < 0 ? 0 : i;
};

// long because it is the closure that holds the service's methods over shared dependencies; each method is measured on its own and stays short
export function createAlternatesService(repository: AlternatesRepository) {
  let categories: Promise<Map<number, CategoryRecord>> | undefined;
  const categoryMap = () => {
    categories ??= repository.listCategories().then((list) => new Map(list.map((c) => [c.id, c])));
    return categories;
  };
  const categoryOf = async (id: number): Promise<CategoryRecord> => {
    let found = (await categoryMap()).get(id);
    if (!found) {
      categories = undefined;
      found = (await categoryMap()).get(id);
    }
    if (!found) throw new AppError(ErrorCode.notFound, '条目所在分类不存在', 404);
    return found;
  };

  const brief = (item: ItemRecord, category: CategoryRecord): ItemBrief => ({
    id: item.id,
    code: item.code,
    kind: item.kind,
    model: item.model,
    name: item.name,
    series: item.series,
    standard: item.standard,
    package: item.package,
    lifecycle: item.lifecycle,
    brand: item.brand,
    category: { id: category.id, name: category.name },
  });

  async function resolve(
    query: AlternatesQuery,
    scope: TenantScope,
  ): Promise<{ source: SourceRecord; matches: SourceRecord[]; notice: string | null }> {
    if (query.id !== undefined) {
      const source = await repository.findItem(query.id, scope);
      if (!source) throw new AppError(ErrorCode.notFound, `条目 ${query.id} 不存在或已删除`, 404);
      return { source, matches: [], notice: null };
    }
    const text = (query.partNumber ?? '').trim();
    if (text === '') throw badRequest('请输入型号或条目 ID');
    if (text.length > PART_NUMBER_MAX) throw badRequest(`型号过长（最多 ${PART_NUMBER_MAX} 个字符）`);
    const direct = await repository.findByModel(text, MATCHES_MAX, scope);
    if (direct.length > 0) return { source: direct[0] as SourceRecord, matches: direct, notice: null };
    const bearing = decodeDesignation(text);
    if (bearing) {
      // the catalogue's own designation first (GB/T 272), then each maker's, until one is held
      for (const d of bearingDesignations(bearing.basic, bearing.seal, bearing.clearance)) {
        const found = await repository.findByModel(d.designation, MATCHES_MAX, scope);
        if (found.length > 0) {
          return {
            source: found[0] as SourceRecord,
            matches: found,
            notice: `${bearing.reading}，按 ${d.designation}（${d.system}）查找替代`,
          };
        }
      }
    }
    const standard = decodeStandardDesignation(text);
    if (standard) {
      const category = [...(await categoryMap()).values()].find((c) => c.code === standard.category);
      const found = category
        ? await repository.findByStandardSpec(category.id, standard.gb, standard.spec, MATCHES_MAX, scope)
        : [];
      if (found.length > 0)
        return { source: found[0] as SourceRecord, matches: found, notice: standard.reading };
    }
    throw new AppError(ErrorCode.notFound, `未找到型号「${text}」的条目，请核对型号或从条目页进入`, 404);
  }

  function designationsOf(source: SourceRecord, category: CategoryRecord): Designation[] {
    if (category.code === 'part.bearing.deep-groove-ball') {
      const p = source.params;
      const basic = p.basic_designation?.display;
      const seal = p.seal?.display;
      const clearance = p.clearance?.display;
      if (basic && seal && clearance) {
        return bearingDesignations(basic, seal, clearance).filter(
          (d) => d.designation.toUpperCase() !== source.model.toUpperCase() || d.system !== 'GB/T 272',
        );
      }
      return [];
    }
    return standardDesignations(source.standard, source.model);
  }

  /** Judges a candidate and keeps what the order and the filters need (views are built for the page only). */
  function rank(rule: AlternateRule, source: SourceRecord, candidate: ItemRecord): Ranked | null {
    const judgement = judge(rule, source, candidate);
    if (!judgement) return null;
    const sameBrand = (source.brand?.id ?? null) === (candidate.brand?.id ?? null);
    let better = 0;
    for (const c of judgement.checks) if (c.verdict === 'better') better++;
    return {
      candidate,
      judgement,
      sameBrand,
      key: [
        Number(!judgement.dropIn),
        judgement.reasons.length,
        lifecycleRank(candidate.lifecycle),
        Number(sameBrand),
        -better,
      ],
    };
  }

  function order(a: Ranked, b: Ranked): number {
    for (let i = 0; i < a.key.length; i++) {
      const d = (a.key[i] ?? 0) - (b.key[i] ?? 0);
      if (d !== 0) return d;
    }
    const ma = a.candidate.model;
    const mb = b.candidate.model;
    return ma < mb ? -1 : ma > mb ? 1 : a.candidate.id - b.candidate.id;
  }

  function view(
    rule: AlternateRule,
    category: CategoryRecord,
    names: ReadonlyMap<string, string>,
    r: Ranked,
  ): AlternateView {
    const j = r.judgement;
    const checks: CheckView[] = j.checks.map((c) => ({
      ...c,
      name: c.key === 'package' ? PACKAGE_NAME : (names.get(c.key) ?? c.key),
    }));
    const reasons = j.dropIn
      ? []
      : checks
          .filter((c) => c.verdict === 'worse' || c.verdict === 'different')
          .map((c) => c.note ?? `${c.name}不同`)
          .concat(rule.caveat && j.reasons.includes(rule.caveat) ? [rule.caveat] : []);
    return { item: brief(r.candidate, category), dropIn: j.dropIn, sameBrand: r.sameBrand, checks, reasons };
  }

  return {
    /** The alternates of an item or part number, among the items visible in the scope (db/tenant-scope.ts). */
    async of(query: AlternatesQuery, scope: TenantScope = PUBLIC_SCOPE): Promise<AlternatesResult> {
      const { source, matches, notice } = await resolve(query, scope);
      const category = await categoryOf(source.categoryId);
      const sourceView = {
        ...brief(source, category),
        params: category.params
          .filter((p) => source.params[p.key])
          .map((p) => ({ key: p.key, name: p.name, display: source.params[p.key]?.display ?? '' })),
      };
      const base = {
        source: sourceView,
        designations: designationsOf(source, category),
        matches: matches.map((m) => brief(m, category)),
      };
      if (source.kind === 4) {
        throw badRequest('材料的替代牌号请在材料详情页的「对照牌号」中查看');
      }
      const rule = ruleFor(category.code);
      if (!rule) {
        return {
          ...base,
          rule: null,
          notice:
            notice ??
            (source.kind === 2
              ? `「${category.name}」暂无替代判断规则（型号之间引脚与功能差异大），请参考同系列规格`
              : `「${category.name}」暂无替代判断规则，请参考同系列规格`),
          alternates: [],
          total: 0,
          dropInTotal: 0,
          brands: [],
        };
      }
      // every key value is also compared in SQL: a candidate that differs in one is no alternate at all
      const narrow = rule.params.flatMap((p) => {
        const value = p.check === 'key' ? source.params[p.key] : undefined;
        return value ? [{ key: p.key, display: value.display, si: value.si }] : [];
      });
      const rows = await repository.candidates(
        {
          categoryId: source.categoryId,
          sizeSi: rule.candidates === 'size' ? source.sizeSi : null,
          ...(rule.samePackage ? { package: source.package } : {}),
          narrow,
          excludeId: source.id,
          limit: CANDIDATES_MAX,
        },
        scope,
      );
      let judged = rows.flatMap((row) => rank(rule, source, row) ?? []);
      const brandCounts = new Map<number, { id: number; name: string; count: number }>();
      for (const a of judged) {
        const b = a.candidate.brand;
        if (!b) continue;
        const entry = brandCounts.get(b.id) ?? { id: b.id, name: b.nameZh || b.nameEn, count: 0 };
        entry.count++;
        brandCounts.set(b.id, entry);
      }
      if (query.brandId !== undefined) judged = judged.filter((a) => a.candidate.brand?.id === query.brandId);
      if (query.lifecycle !== undefined)
        judged = judged.filter((a) => (a.candidate.lifecycle ?? 'active') === query.lifecycle);
      if (query.dropInOnly) judged = judged.filter((a) => a.judgement.dropIn);
      judged.sort(order);
      const names = new Map(category.params.map((p) => [p.key, p.name]));
      return {
        ...base,
        rule: rule.name,
        notice,
        alternates: judged.slice(0, query.limit).map((r) => view(rule, category, names, r)),
        total: judged.length,
        dropInTotal: judged.filter((a) => a.judgement.dropIn).length,
        brands: [...brandCounts.values()].sort((a, b) => b.count - a.count || a.id - b.id),
      };
    },
  };
}

export type AlternatesService = ReturnType<typeof createAlternatesService>;
