import { families } from '@jianku/catalog';
import { child, children, MODEL_DIR, numbers, parse } from '@jianku/eda';
import {
  EDA_FOOTPRINT_UNSUPPORTED,
  EDA_NOT_COMPONENT,
  EDA_SYMBOL_UNSUPPORTED,
} from '@jianku/rules/eda-schemas';
import { strFromU8, unzipSync } from 'fflate';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { createSeededTestApp, type SeededTestApp } from '../src/catalog.testing.ts';

let app: App;
let chip: number;
let stm32: number;
let module: number;
let bolt: number;
/** Infineon BSB008NE2LX in DirectFET MX (a KiCad-library family, imported): a 3D model, no symbol or footprint */
let directFet: number;

let seeded: SeededTestApp;
const pick = (where: RawBuilder<unknown>) => seeded.pick(where);
const get = (url: string) => seeded.get(url);

beforeAll(async () => {
  seeded = await createSeededTestApp('jianku-eda-api-');
  app = seeded.app;
  chip = await pick(
    sql`c.code = 'comp.passive.resistor.chip' and i.params->'case_size'->>'display' = '0603'`,
  );
  stm32 = await pick(sql`i.model = 'STM32F103C8T6'`);
  module = await pick(sql`c.code = 'comp.ic.rf-module'`);
  bolt = await pick(sql`c.code = 'part.fastener.bolt.hex'`);
  const mosfets = families().find((f) => f.id === 'kicad.mosfet');
  const bsb = mosfets && Array.from({ length: mosfets.count() }, (_, i) => mosfets.item(i));
  const row = bsb?.find((i) => i.model === 'BSB008NE2LX');
  expect(row?.package).toBe('DirectFET MX');
  [directFet = 0] = await seeded.importItems(row ? [row] : []);
}, 120_000);

afterAll(async () => {
  await seeded?.close();
});

describe('KiCad files of components', () => {
  it('a 0603 chip resistor: symbol R, footprint R_0603_1608Metric, and a zip with the STEP model it references', {
    timeout: 120_000,
  }, async () => {
    const info = (await get(`/eda/items/${chip}/info`)).json().data;
    expect(info.symbol.pins).toBe(2);
    expect(info.footprint).toMatchObject({ name: 'R_0603_1608Metric', pads: 2 });
    expect(info.model).toBe(true);
    expect(info.footprintReason).toBeNull();

    const fp = await get(`/eda/items/${chip}/footprint`);
    expect(fp.statusCode).toBe(200);
    expect(fp.headers['content-disposition']).toContain('filename="R_0603_1608Metric.kicad_mod"');
    const tree = parse(fp.body);
    expect(children(tree, 'pad').map((p) => p[1])).toEqual(['1', '2']);
    expect(String(child(tree, 'model')?.[1])).toBe(`${MODEL_DIR}/R_0603_1608Metric.step`);

    const symbol = await get(`/eda/items/${chip}/symbol`);
    const lib = parse(symbol.body);
    const [s] = children(lib, 'symbol');
    const props = Object.fromEntries(children(s ?? [], 'property').map((p) => [p[1], p[2]]));
    expect(props.Reference).toBe('R');
    expect(props.Footprint).toBe('jianku:R_0603_1608Metric');

    const zip = await get(`/eda/items/${chip}/library`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toContain('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'jianku/README.txt',
      'jianku/jianku.3dshapes/R_0603_1608Metric.step',
      'jianku/jianku.kicad_sym',
      'jianku/jianku.pretty/R_0603_1608Metric.kicad_mod',
    ]);
    expect(
      strFromU8(files['jianku/jianku.3dshapes/R_0603_1608Metric.step']!).startsWith('ISO-10303-21;'),
    ).toBe(true);
    expect(strFromU8(files['jianku/jianku.pretty/R_0603_1608Metric.kicad_mod']!)).toBe(fp.body);
  });

  it('the STM32F103C8T6: a 48-pin symbol on the LQFP-48 footprint, its 3D model referenced and in the zip', {
    // the package model is made by the models worker on first use (seconds quiet, more under load)
    timeout: 120_000,
  }, async () => {
    const info = (await get(`/eda/items/${stm32}/info`)).json().data;
    expect(info.symbol).toMatchObject({ name: 'STM32F103C8T6', pins: 48 });
    expect(info.footprint.name).toBe('LQFP-48_7x7mm_P0.5mm');
    expect(info.model).toBe(true);
    const s = parse((await get(`/eda/items/${stm32}/symbol`)).body);
    const pins = children(s, 'symbol')
      .flatMap((x) => children(x, 'symbol'))
      .flatMap((u) => children(u, 'pin'));
    expect(pins).toHaveLength(48);
    const fpText = (await get(`/eda/items/${stm32}/footprint`)).body;
    const fp = parse(fpText);
    const pad1 = children(fp, 'pad').find((p) => p[1] === '1');
    expect(numbers(child(pad1 ?? [], 'at'))[0]).toBeLessThan(0);
    expect(String(child(fp, 'model')?.[1])).toBe(`${MODEL_DIR}/LQFP-48_7x7mm_P0.5mm.step`);
    const zip = unzipSync(new Uint8Array((await get(`/eda/items/${stm32}/library`)).rawPayload));
    const step = zip['jianku/jianku.3dshapes/LQFP-48_7x7mm_P0.5mm.step'];
    expect(step && strFromU8(step).startsWith('ISO-10303-21;')).toBe(true);
    expect(strFromU8(zip['jianku/jianku.pretty/LQFP-48_7x7mm_P0.5mm.kicad_mod']!)).toBe(fpText);
  });

  it('issue 11/12: a DirectFET MOSFET without symbol or footprint still offers its STEP model on its own', {
    // the DirectFET model is made by the models worker on first use
    timeout: 120_000,
  }, async () => {
    const info = (await get(`/eda/items/${directFet}/info`)).json().data;
    expect(info).toMatchObject({ symbol: null, footprint: null, libraryFileName: null });
    expect(info.symbolReason).toBe(EDA_SYMBOL_UNSUPPORTED);
    expect(info.footprintReason).toBe(EDA_FOOTPRINT_UNSUPPORTED);
    expect(info.model).toBe(true);
    // the address the EDA panel's 三维模型 STEP button links to (modelFileUrl(id, 'step'))
    const step = await get(`/models/items/${directFet}?format=step`);
    expect(step.statusCode).toBe(200);
    expect(step.body.startsWith('ISO-10303-21;')).toBe(true);
  });

  it('a package we cannot draw says so in Chinese; a part is not a component; bad ids answer 400', async () => {
    const info = (await get(`/eda/items/${module}/info`)).json().data;
    expect(info.footprint).toBeNull();
    expect(info.footprintReason).toBe(EDA_FOOTPRINT_UNSUPPORTED);
    expect(info.symbolReason).toBe(EDA_SYMBOL_UNSUPPORTED);
    const fp = await get(`/eda/items/${module}/footprint`);
    expect(fp.statusCode).toBe(404);
    expect(fp.json()).toMatchObject({ code: 404, msg: EDA_FOOTPRINT_UNSUPPORTED });
    const lib = await get(`/eda/items/${module}/library`);
    expect(lib.statusCode).toBe(404);
    const part = await get(`/eda/items/${bolt}/symbol`);
    expect(part.statusCode).toBe(404);
    expect(part.json().msg).toBe(EDA_NOT_COMPONENT);
    for (const url of ['/eda/items/abc/info', '/eda/items/0/footprint', '/eda/items/99999999/library']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().msg, url).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('KiCad HTTP library (KiCad 7+, api v1)', () => {
  it('the library file, root, categories, a category of parts and a part with symbolIdStr and fields', async () => {
    const file = JSON.parse((await get('/kicad/jianku.kicad_httplib')).body);
    expect(file.source).toMatchObject({ type: 'REST_API', api_version: 'v1' });
    expect(file.source.root_url).toMatch(/\/to\/api\/kicad$/);
    expect((await get('/kicad/v1/')).json()).toEqual({ categories: '', parts: '' });

    const categories = (await get('/kicad/v1/categories.json')).json() as { id: string; name: string }[];
    const chipCategory = (await app.services.catalog.item(chip)).category.id;
    expect(categories.map((c) => c.id)).toContain(String(chipCategory));
    expect(categories.every((c) => typeof c.id === 'string' && c.name.length > 0)).toBe(true);

    const parts = (await get(`/kicad/v1/parts/category/${chipCategory}.json`)).json() as { id: string }[];
    expect(parts.map((p) => p.id)).toContain(String(chip));

    const part = (await get(`/kicad/v1/parts/${chip}.json`)).json();
    expect(part).toMatchObject({ id: String(chip), symbolIdStr: 'Device:R', exclude_from_bom: 'False' });
    expect(part.fields.footprint.value).toBe('Resistor_SMD:R_0603_1608Metric');
    expect(part.fields.value.value).toMatch(/Ω$/);
    expect(part.fields.mpn.value).toBe(part.name);
    expect(part.fields.manufacturer.value).not.toBe('');

    const mcu = (await get(`/kicad/v1/parts/${stm32}.json`)).json();
    expect(mcu.symbolIdStr).toBe('MCU_ST_STM32F1:STM32F103C8Tx');
    expect(mcu.fields.footprint.value).toBe('Package_QFP:LQFP-48_7x7mm_P0.5mm');
    expect(mcu.fields.datasheet.value).toMatch(/^https:\/\/www\.st\.com\//);
  });

  it("a category's list is served from its cache while no item changes, and read again after a write", async () => {
    const lib = app.services.kicadHttpLib;
    const chipCategory = (await app.services.catalog.item(chip)).category.id;
    const url = `/kicad/v1/parts/category/${chipCategory}.json`;
    const first = await get(url);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json()).toEqual(await lib.parts(chipCategory));
    const builds = lib.lists.builds();
    expect((await get(url)).body).toBe(first.body);
    expect(lib.lists.builds()).toBe(builds);

    const other = (first.json() as { id: string; name: string }[]).find((p) => p.id !== String(chip));
    if (!other) throw new Error('the seed has one chip resistor only');
    await sql`update item set model = model || '-JK' where id = ${Number(other.id)}`.execute(app.database.db);
    const after = (await get(url)).json() as { id: string; name: string }[];
    expect(lib.lists.builds()).toBe(builds + 1);
    expect(after.find((p) => p.id === other.id)?.name).toBe(`${other.name}-JK`);
    expect(after).toEqual(await lib.parts(chipCategory));
  });

  it('after a write the next request is answered from the list the warmer rebuilt; lists the write did not touch are kept', async () => {
    const lib = app.services.kicadHttpLib;
    const db = app.database.db;
    type Part = { id: string; name: string };
    const chipCategory = (await app.services.catalog.item(chip)).category.id;
    const mlcc = await pick(sql`c.code = 'comp.passive.capacitor.mlcc'`);
    const mlccCategory = (await app.services.catalog.item(mlcc)).category.id;
    const a = `/kicad/v1/parts/category/${chipCategory}.json`;
    const b = `/kicad/v1/parts/category/${mlccCategory}.json`;
    // the seed's changes out of the log (applied by search; its own prune would drop them during the test)
    await app.services.search.pruneChangeLog(0);
    const listA = (await get(a)).json() as Part[];
    const bodyB = (await get(b)).body;
    const [edited, moved] = listA.filter((p) => p.id !== String(chip));
    if (!edited || !moved) throw new Error('the seed has too few chip resistors');

    // a write to one chip resistor: the warmer rebuilds that list (off the request path), the MLCC list is kept
    let builds = lib.lists.builds();
    let warms = lib.lists.warms();
    await sql`update item set model = model || '-W' where id = ${Number(edited.id)}`.execute(db);
    await vi.waitFor(() => expect(lib.lists.warms()).toBe(warms + 1), { timeout: 15_000, interval: 20 });
    expect(lib.lists.builds()).toBe(builds + 1);
    const afterA = (await get(a)).json() as Part[];
    expect(afterA.find((p) => p.id === edited.id)?.name).toBe(`${edited.name}-W`);
    expect((await get(b)).body).toBe(bodyB);
    expect(lib.lists.builds()).toBe(builds + 1); // both requests served from the cache

    // an item moved from the chip resistors to the MLCCs touches both lists: the one that held it, its new one
    builds = lib.lists.builds();
    warms = lib.lists.warms();
    await sql`update item set category_id = ${mlccCategory} where id = ${Number(moved.id)}`.execute(db);
    await vi.waitFor(() => expect(lib.lists.warms()).toBe(warms + 2), { timeout: 15_000, interval: 20 });
    const movedA = (await get(a)).json() as Part[];
    const movedB = (await get(b)).json() as Part[];
    expect(lib.lists.builds()).toBe(builds + 2);
    expect(movedA.some((p) => p.id === moved.id)).toBe(false);
    expect(movedA).toEqual(await lib.parts(chipCategory));
    expect(movedB).toEqual(await lib.parts(mlccCategory));
    await sql`update item set category_id = ${chipCategory} where id = ${Number(moved.id)}`.execute(db);
  });

  it("unknown, malformed or too long ids answer 404 with KiCad's {error} shape, never a 500", async () => {
    for (const url of [
      `/kicad/v1/parts/${bolt}.json`,
      `/kicad/v1/parts/${module}.json`,
      '/kicad/v1/parts/99999999.json',
      '/kicad/v1/parts/abc.json',
      '/kicad/v1/parts/category/99999999.json',
      '/kicad/v1/parts/category/1x.json',
      `/kicad/v1/parts/${'9'.repeat(300)}.json`,
      `/kicad/v1/parts/category/${'1'.repeat(60)}.json`,
      '/kicad/v1/parts/-1.json',
      '/kicad/v1/parts/0.json',
      '/kicad/v1/parts/1.5.json',
      '/kicad/v1/parts/%E4%B8%AD.json',
      '/kicad/v1/parts/category/.json',
      '/kicad/v2/categories.json',
      '/kicad/v1/nothing',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error, url).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
