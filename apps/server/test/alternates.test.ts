/**
 * Alternates (issue 10, SPEC-2.07): GET /to/api/alternates on the catalogue seeded at size 20000.
 * - the judged set (alternates-judged.data.ts: published cross-reference rows applied to catalogue pairs, each with
 *   its source URL and kind): prints the pairs by source kind and recall@10 of the drop-in pairs (overall and by
 *   kind), and holds recall at 0.9 or more;
 *   fails if any must-not pair (lower voltage, worse dielectric, other package, wider tolerance, shield for
 *   seal) is offered as drop-in;
 * - part numbers in other makers' systems and old GB codes, standard correspondence, the order and filters;
 * - bad input: a clear Chinese message, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp } from '../src/testing.ts';
import {
  JUDGED_PAIRS,
  type JudgedPair,
  MUST_NOT_PAIRS,
  NON_CONTACT_DESIGNATIONS,
  PUBLISHED_DESIGNATIONS,
} from './alternates-judged.data.ts';

const SEED_SIZE = 20000;
const TOP = 10;
const MIN_RECALL = 0.9;
/** Pairs read off a maker's, a distributor's or a standard's table (the issue asks for 150 of them). */
const TABLE_KINDS = new Set(['maker table', 'distributor table', 'standard table']);

let app: App;
const ids = new Map<string, number>();

beforeAll(async () => {
  app = await createTestApp({ seedSize: SEED_SIZE });
  await app.services.catalog.seed({ size: SEED_SIZE });
  const codes = [
    ...new Set([
      ...[...JUDGED_PAIRS, ...MUST_NOT_PAIRS].flatMap((p) => [p.from, p.to]),
      ...PUBLISHED_DESIGNATIONS.flatMap((d) => d.expected),
    ]),
  ];
  const rows = await app.database.db
    .selectFrom('item')
    .select(['id', 'code'])
    .where('code', 'in', codes)
    .execute();
  for (const r of rows) ids.set(r.code, r.id);
}, 300_000);

afterAll(async () => {
  await app?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: JSON answers
async function get(query: string): Promise<{ status: number; body: any }> {
  const res = await app.inject({ method: 'GET', url: `/to/api/alternates?${query}` });
  return { status: res.statusCode, body: res.json() };
}

function idOf(code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`judged item ${code} is not in the catalogue at size ${SEED_SIZE}`);
  return id;
}

describe('the judged set', () => {
  it('holds only items of the seeded catalogue, at least 150 pairs from published tables, each with its source', () => {
    const byKind = new Map<string, number>();
    for (const p of JUDGED_PAIRS) byKind.set(p.kind, (byKind.get(p.kind) ?? 0) + 1);
    console.log(`judged pairs by source kind: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    const fromTables = JUDGED_PAIRS.filter((p) => TABLE_KINDS.has(p.kind)).length;
    expect(fromTables).toBeGreaterThanOrEqual(150);
    for (const p of [...JUDGED_PAIRS, ...MUST_NOT_PAIRS]) {
      idOf(p.from);
      idOf(p.to);
      expect(p.source).toMatch(/^https?:\/\/\S+$/);
      expect(p.note.length).toBeGreaterThan(20);
    }
  });

  it('finds the judged drop-in alternates in the first 10 (recall@10 ≥ 0.9)', async () => {
    const bySource = new Map<string, JudgedPair[]>();
    for (const p of JUDGED_PAIRS) bySource.set(p.from, [...(bySource.get(p.from) ?? []), p]);
    const found = new Map<string, number>();
    const misses: string[] = [];
    for (const [from, expected] of bySource) {
      const { status, body } = await get(`id=${idOf(from)}&limit=${TOP}`);
      expect(status).toBe(200);
      const top = new Set<string>(
        // biome-ignore lint/suspicious/noExplicitAny: JSON answer
        body.data.alternates.filter((a: any) => a.dropIn).map((a: any) => a.item.code as string),
      );
      for (const p of expected) {
        if (top.has(p.to)) found.set(p.kind, (found.get(p.kind) ?? 0) + 1);
        else misses.push(`${from} → ${p.to} (${p.rule})`);
      }
    }
    const total = [...found.values()].reduce((a, b) => a + b, 0);
    const recall = total / JUDGED_PAIRS.length;
    console.log(`alternates recall@${TOP} = ${recall.toFixed(3)} (${total}/${JUDGED_PAIRS.length})`);
    const kinds = [...new Set(JUDGED_PAIRS.map((p) => p.kind))];
    for (const kind of kinds) {
      const n = JUDGED_PAIRS.filter((p) => p.kind === kind).length;
      console.log(`  ${kind}: ${((found.get(kind) ?? 0) / n).toFixed(3)} (${found.get(kind) ?? 0}/${n})`);
    }
    if (misses.length > 0) console.log(`missed:\n  ${misses.join('\n  ')}`);
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  }, 300_000);

  it('never offers a must-not pair as drop-in, and says why when it lists it', async () => {
    const offered: string[] = [];
    for (const p of MUST_NOT_PAIRS) {
      const { body } = await get(`id=${idOf(p.from)}&limit=200`);
      // biome-ignore lint/suspicious/noExplicitAny: JSON answer
      const hit = body.data.alternates.find((a: any) => a.item.code === p.to);
      if (hit?.dropIn) offered.push(`${p.from} → ${p.to} (${p.why})`);
      if (hit) expect(hit.reasons.length).toBeGreaterThan(0);
    }
    expect(offered).toEqual([]);
  }, 120_000);
});

describe('designations as the published cross-reference tables write them', () => {
  it('reads each spelling and offers the catalogue items with the same size, closure and clearance', async () => {
    let found = 0;
    let total = 0;
    const misses: string[] = [];
    for (const d of PUBLISHED_DESIGNATIONS) {
      const { status, body } = await get(`partNumber=${encodeURIComponent(d.designation)}&limit=${TOP}`);
      const offered = new Set<string>(
        status === 200
          ? [
              body.data.source.code as string,
              // biome-ignore lint/suspicious/noExplicitAny: JSON answer
              ...body.data.alternates.filter((a: any) => a.dropIn).map((a: any) => a.item.code as string),
            ]
          : [],
      );
      for (const code of d.expected) {
        idOf(code);
        total++;
        if (offered.has(code)) found++;
        else misses.push(`${d.designation} (${d.system}) → ${code}: ${status}`);
      }
    }
    console.log(`published designations: ${found}/${total} catalogue items offered`);
    expect(misses).toEqual([]);
  });

  it('does not read a non-contact seal as a contact seal', async () => {
    for (const pn of NON_CONTACT_DESIGNATIONS) {
      const { status, body } = await get(`partNumber=${encodeURIComponent(pn)}`);
      if (status === 200) {
        const seal = body.data.source.params.find((p: { key: string }) => p.key === 'seal')?.display;
        expect(seal, pn).not.toBe('双面密封圈');
      } else {
        expect(status, pn).toBe(404);
        expect(body.msg).toContain('未找到');
      }
    }
  });
});

describe('GET /to/api/alternates', () => {
  it('shows an MLCC with other makers first, each check parameter by parameter', async () => {
    const { status, body } = await get(`partNumber=GRM155R61A105KE15D`);
    expect(status).toBe(200);
    const d = body.data;
    expect(d.rule).toBe('多层陶瓷电容');
    const dropIns = d.alternates.filter((a: { dropIn: boolean }) => a.dropIn);
    expect(dropIns.length).toBeGreaterThan(0);
    expect(dropIns[0].item.brand.nameEn).not.toBe('Murata');
    const checks = Object.fromEntries(dropIns[0].checks.map((c: { key: string }) => [c.key, c]));
    expect(checks.package.verdict).toBe('equal');
    expect(checks.capacitance.verdict).toBe('equal');
    expect(['equal', 'better']).toContain(checks.rated_voltage.verdict);
    // a lower voltage of the same value is listed as functional only, with its reason
    type Check = { key: string; verdict: string };
    const lower = d.alternates.find((a: { checks: Check[] }) =>
      a.checks.some((c) => c.key === 'rated_voltage' && c.verdict === 'worse'),
    );
    if (lower) {
      expect(lower.dropIn).toBe(false);
      expect(lower.reasons.join()).toContain('额定电压更低');
    }
  });

  it('reads other makers\u2019 bearing suffixes and old GB codes, and tells shields from seals', async () => {
    for (const pn of ['6205LLU', '180205', '6205-2RSH', '6205-2rs']) {
      const { status, body } = await get(`partNumber=${encodeURIComponent(pn)}`);
      expect(status, pn).toBe(200);
      expect(body.data.source.params.find((p: { key: string }) => p.key === 'seal').display).toBe(
        '双面密封圈',
      );
      expect(
        body.data.source.params.find((p: { key: string }) => p.key === 'basic_designation').display,
      ).toBe('6205');
      const designations = body.data.designations.map((x: { designation: string }) => x.designation);
      expect(designations).toEqual(expect.arrayContaining(['6205-2RSH', '6205DDU', '6205-2RSR', '180205']));
      // biome-ignore lint/suspicious/noExplicitAny: JSON answer
      for (const a of body.data.alternates as any[]) {
        const seal = a.checks.find((c: { key: string }) => c.key === 'seal');
        if (seal?.candidate?.includes('防尘盖')) {
          expect(a.dropIn).toBe(false);
          expect(a.reasons.join()).toContain('不能直接互换');
        }
      }
    }
    const shield = await get(`partNumber=${encodeURIComponent('6003ZZ')}`);
    expect(shield.body.data.source.params.find((p: { key: string }) => p.key === 'seal').display).toBe(
      '双面防尘盖',
    );
  });

  it('gives a standard fastener its ISO and DIN designations and keeps other lengths out', async () => {
    const { body } = await get(`partNumber=${encodeURIComponent('螺栓 GB/T 5782 M10×45 8.8')}&limit=200`);
    const des = body.data.designations;
    expect(des.map((d: { designation: string }) => d.designation)).toEqual([
      'ISO 4014 M10×45 8.8',
      'DIN 931 M10×45 8.8',
    ]);
    expect(des[1].note).toContain('17');
    // biome-ignore lint/suspicious/noExplicitAny: JSON answer
    for (const a of body.data.alternates as any[]) expect(a.item.model).toContain('M10×45');
    // the full-thread bolt of GB/T 5783 in the same size is only functional, and says why
    const fullThread = body.data.alternates.find((a: { item: { model: string } }) =>
      a.item.model.includes('GB/T 5783'),
    );
    expect(fullThread?.dropIn).toBe(false);
    expect(fullThread?.reasons.join()).toContain('螺纹型式');
  });

  it('reads an ISO or DIN designation back to the GB/T part', async () => {
    const iso = await get(`partNumber=${encodeURIComponent('ISO 4014 M10x45 8.8')}`);
    expect(iso.status).toBe(200);
    expect(iso.body.data.source.model).toBe('螺栓 GB/T 5782 M10×45 8.8');
    expect(iso.body.data.notice).toContain('ISO 4014 对应 GB/T 5782');
    const din = await get(`partNumber=${encodeURIComponent('DIN 931 M10×45 8.8')}`);
    expect(din.body.data.source.model).toBe('螺栓 GB/T 5782 M10×45 8.8');
    const none = await get(`partNumber=${encodeURIComponent('DIN 931 M10×9999 8.8')}`);
    expect(none.status).toBe(404);
    expect(none.body.msg).toContain('未找到型号');
    const wild = await get(`partNumber=${encodeURIComponent('ISO 4014 %_%')}`);
    expect(wild.status).toBe(404);
  });

  it('filters by brand, lifecycle and drop-in, and counts the brands', async () => {
    const all = (await get('partNumber=GRM155R61A105KE15D&limit=200')).body.data;
    const brand = all.brands[0];
    const byBrand = (await get(`partNumber=GRM155R61A105KE15D&limit=200&brandId=${brand.id}`)).body.data;
    expect(byBrand.total).toBe(brand.count);
    for (const a of byBrand.alternates) expect(a.item.brand.id).toBe(brand.id);
    const dropIn = (await get('partNumber=GRM155R61A105KE15D&limit=200&dropInOnly=true')).body.data;
    expect(dropIn.total).toBe(all.dropInTotal);
    for (const a of dropIn.alternates) expect(a.dropIn).toBe(true);
    const obsolete = (await get('partNumber=GRM155R61A105KE15D&lifecycle=obsolete')).body.data;
    for (const a of obsolete.alternates) expect(a.item.lifecycle).toBe('obsolete');
  });

  it('answers bad input with a Chinese message, never a 500', async () => {
    const [maxId] = await app.database.db
      .selectFrom('item')
      .select((eb) => eb.fn.max('id').as('m'))
      .execute();
    const cases: Array<[string, number, RegExp]> = [
      ['', 400, /请输入型号或条目 ID/],
      ['partNumber=%20%20', 400, /请输入型号或条目 ID/],
      [`id=${Number(maxId?.m ?? 0) + 1000}`, 404, /不存在或已删除/],
      ['id=abc', 400, /[\u4e00-\u9fa5]/],
      ['id=-3', 400, /[\u4e00-\u9fa5]/],
      ['id=1e400', 400, /[\u4e00-\u9fa5]/],
      ['partNumber=NO-SUCH-PART-123', 404, /未找到型号「NO-SUCH-PART-123」/],
      [`partNumber=${'x'.repeat(65)}`, 400, /[\u4e00-\u9fa5]/],
      ['partNumber=%27%3B%20drop%20table%20item%3B--', 404, /未找到型号/],
      ['id=1&partNumber=6205', 400, /二选一/],
      ['partNumber=6205&lifecycle=dead', 400, /[\u4e00-\u9fa5]/],
      ['partNumber=6205&limit=100000', 400, /[\u4e00-\u9fa5]/],
    ];
    for (const [query, status, msg] of cases) {
      const res = await get(query);
      expect(res.status, query).toBe(status);
      expect(res.body.code, query).not.toBe(0);
      expect(res.body.msg, query).toMatch(msg);
      expect(JSON.stringify(res.body), query).not.toMatch(/stack|select |at \//i);
    }
    // a material: its equivalents are elsewhere
    const material = await app.database.db
      .selectFrom('item')
      .select('id')
      .where('kind', '=', 4)
      .executeTakeFirst();
    const res = await get(`id=${material?.id}`);
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('材料');
    // the table is still there
    expect((await get('partNumber=6205-2RS')).status).toBe(200);
  });
});
