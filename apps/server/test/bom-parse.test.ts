/**
 * BOM upload (issue 15): POST /to/api/bom/parse reads .xlsx, CSV in UTF-8 or GBK and KiCad's export, finds the
 * header in Chinese or English and detects the columns; reads the legacy .xls (Excel 97-2003) too; every bad
 * input (no file, empty, a broken .xls, a zip bomb
 * disguised as .xlsx, a broken .xlsx, binary, undecodable text, no header, too many lines, over 50 MB) answers
 * HTTP 400 with a Chinese message, never a 500.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOM_MAX_LINES, BomMessage, linesOf } from '@jianku/rules';
import ExcelJS from 'exceljs';
import { Zip, ZipDeflate } from 'fflate';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { parseThreadsRunning } from '../src/modules/bom/bom-parse-thread.ts';
import { createTestApp } from '../src/testing.ts';
import { parseBom, sheetOf } from './bom.fixtures.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const utf8 = (text: string) => new TextEncoder().encode(text);

const CHINESE_CSV = [
  '序号,位号,数量,型号,值,封装,描述,品牌',
  '1,"R1,R2",2,RC0603FR-0710KL,10K,0603,贴片电阻 10K 1% 0603,国巨',
  '2,C1 C2 C3,3,,0.1uF/50V X7R,0603,"电容, 去耦",',
  '3,U1,1,STM32F103C8T6,,LQFP-48,MCU,ST',
].join('\r\n');

async function expectBad(bytes: Uint8Array | undefined, message: string, name = 'bom.csv') {
  const answer = await parseBom(app, bytes, name);
  expect(answer.status, name).toBe(400);
  expect(answer.msg).toBe(message);
}

/** A workbook's bytes after `build` fills it. */
async function xlsx(build: (wb: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

describe('BOM parse: formats and columns', () => {
  it('reads a UTF-8 CSV with Chinese headers: columns detected, quoted commas kept, quantities read', async () => {
    const sheet = await sheetOf(app, utf8(CHINESE_CSV));
    expect(sheet).toMatchObject({ format: 'csv', encoding: 'utf-8', sheetName: null });
    expect(sheet.mapping).toEqual({
      designator: 1,
      quantity: 2,
      mpn: 3,
      value: 4,
      footprint: 5,
      description: 6,
      manufacturer: 7,
    });
    const lines = linesOf(sheet.rows, sheet.mapping);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ line: 1, designator: 'R1,R2', quantity: 2, mpn: 'RC0603FR-0710KL' });
    expect(lines[1]).toMatchObject({
      designator: 'C1 C2 C3',
      quantity: 3,
      value: '0.1uF/50V X7R',
      description: '电容, 去耦',
    });
  });

  it('reads the same CSV saved in GBK (as Chinese Excel writes it) and says so', async () => {
    const sheet = await sheetOf(app, new Uint8Array(iconv.encode(CHINESE_CSV, 'gbk')));
    expect(sheet.encoding).toBe('gbk');
    expect(sheet.notes).toContain('文件按 GBK 编码读取');
    expect(sheet.headers.slice(0, 3)).toEqual(['序号', '位号', '数量']);
    expect(linesOf(sheet.rows, sheet.mapping)[0]?.description).toBe('贴片电阻 10K 1% 0603');
  });

  it('reads English headers (JLCPCB style) and a UTF-8 byte-order mark', async () => {
    const csv =
      '\uFEFFComment,Designator,Footprint,LCSC Part #,Quantity,Manufacturer\n100nF,C1,C0603,C14663,1,Yageo\n';
    const sheet = await sheetOf(app, utf8(csv));
    expect(sheet.mapping).toMatchObject({
      value: 0,
      designator: 1,
      footprint: 2,
      mpn: 3,
      quantity: 4,
      manufacturer: 5,
    });
  });

  it("reads KiCad's BOM export: the preamble skipped, Ref/Qnty/Value/Footprint detected", async () => {
    const bytes = readFileSync(join(import.meta.dirname, 'bom-judged', 'StickHub.csv'));
    const sheet = await sheetOf(app, bytes, 'StickHub.csv');
    expect(sheet.format).toBe('kicad');
    expect(sheet.headers).toEqual(['Ref', 'Qnty', 'Value', 'Cmp name', 'Footprint', 'Description', 'Vendor']);
    expect(sheet.mapping).toMatchObject({
      designator: 0,
      quantity: 1,
      value: 2,
      description: 3,
      footprint: 4,
      manufacturer: 6,
    });
    expect(sheet.rows).toHaveLength(29);
  });

  it('reads .xlsx: the first sheet with data, formulas by their cached value (never evaluated), merged cells', async () => {
    const bytes = await xlsx((wb) => {
      wb.addWorksheet('空表');
      const ws = wb.addWorksheet('BOM');
      ws.addRow(['位号', '数量', '型号', '值', '封装']);
      ws.addRow(['R1', { formula: '1+1', result: 2 }, '', '10K', '0603']);
      ws.addRow(['R2', { formula: 'SUM(Z1:Z9)', result: 7 }, '', '4K7', '0603']);
      ws.addRow(['C1', 1, '', '100nF', '0805']);
      ws.mergeCells('E3:E4');
      wb.addWorksheet('备注').addRow(['说明']);
    });
    const sheet = await sheetOf(app, bytes, 'bom.xlsx');
    expect(sheet).toMatchObject({ format: 'xlsx', encoding: null, sheetName: 'BOM' });
    const lines = linesOf(sheet.rows, sheet.mapping);
    // the cached results (2 and 7), not 1+1 evaluated against anything else
    expect(lines.map((l) => l.quantity)).toEqual([2, 7, 1]);
    expect(lines[2]?.footprint).toBe('0603');
    expect(sheet.notes.some((n) => n.includes('公式'))).toBe(true);
    expect(sheet.notes.some((n) => n.includes('合并单元格'))).toBe(true);
    expect(sheet.notes.some((n) => n.includes('备注'))).toBe(true);
  });
});

describe('BOM parse: legacy .xls', () => {
  it('reads an Excel 97-2003 .xls (written by xlwt): the first sheet with data, formulas never evaluated, merged cells', async () => {
    const bytes = new Uint8Array(readFileSync(join(import.meta.dirname, 'bom-xls/bom-legacy.xls')));
    const sheet = await sheetOf(app, bytes, 'bom-legacy.xls');
    expect(sheet).toMatchObject({ format: 'xls', encoding: null, sheetName: 'BOM' });
    expect(sheet.headers).toEqual(['位号', '数量', '型号', '值', '封装', '描述', '品牌']);
    const lines = linesOf(sheet.rows, sheet.mapping);
    expect(lines.map((l) => l.mpn)).toEqual([
      'RC0603FR-0710KL',
      '',
      'STM32F103C8T6',
      '1N4148W-7-F',
      '1N4148W-7-F',
    ]);
    expect(lines[0]).toMatchObject({ designator: 'R1,R2', quantity: 2, value: '10K', manufacturer: '国巨' });
    // xlwt stores no result for 1+2: the cell reads empty (never evaluated), the quantity from the designator
    expect(lines[3]?.quantity).toBe(1);
    expect(lines[3]?.footprint).toBe('SOD-123');
    expect(sheet.notes.some((n) => n.includes('公式'))).toBe(true);
    expect(sheet.notes.some((n) => n.includes('合并单元格'))).toBe(true);
    expect(sheet.notes.some((n) => n.includes('备注'))).toBe(true);
  });
});

describe('BOM parse: 100 000 lines', () => {
  it('a 100 000-line workbook is read off the request thread: the server answers meanwhile', async () => {
    const bytes = await xlsx((wb) => {
      const ws = wb.addWorksheet('BOM');
      ws.addRow(['位号', '数量', '型号', '值', '封装', '描述', '品牌']);
      for (let i = 1; i <= BOM_MAX_LINES; i++) ws.addRow([`R${i}`, 1, '', '10K', '0603', '贴片电阻', '国巨']);
    });
    let parsed = false;
    const parsing = parseBom(app, bytes, 'big.xlsx').then((answer) => {
      parsed = true;
      return answer;
    });
    // the workbook is being read in a worker thread …
    await expect
      .poll(() => parseThreadsRunning() > 0 || parsed, { timeout: 60_000, interval: 20 })
      .toBe(true);
    expect(parsed).toBe(false);
    // … while the server answers
    const health = await app.inject({ method: 'GET', url: '/to/api/health/live' });
    expect(health.statusCode).toBe(200);
    expect(parsed).toBe(false);
    const answer = await parsing;
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.rows).toHaveLength(BOM_MAX_LINES);
    expect(answer.data.rows[BOM_MAX_LINES - 1]?.[0]).toBe(`R${BOM_MAX_LINES}`);
  }, 180_000);
});

describe('BOM parse: bad input', () => {
  it('no file, an empty file, an empty workbook', async () => {
    await expectBad(undefined, BomMessage.noFile);
    await expectBad(new Uint8Array(), BomMessage.empty);
    await expectBad(await xlsx((wb) => wb.addWorksheet('Sheet1')), BomMessage.empty, 'empty.xlsx');
    await expectBad(utf8('\n\n,,,\n'), BomMessage.empty);
  });

  it('a request that is not multipart', async () => {
    const res = await app.inject({ method: 'POST', url: '/to/api/bom/parse', payload: { a: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a broken .xls (OLE2 header only), a broken .xlsx, a binary file, undecodable text', async () => {
    const ole = new Uint8Array(512);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    await expectBad(ole, BomMessage.badXls, 'bom.xls');
    // a real .xls cut in half
    const legacy = readFileSync(join(import.meta.dirname, 'bom-xls/bom-legacy.xls'));
    await expectBad(new Uint8Array(legacy.subarray(0, legacy.length / 2)), BomMessage.badXls, 'cut.xls');
    const broken = new Uint8Array(4096).fill(7);
    broken.set([0x50, 0x4b, 0x03, 0x04]);
    await expectBad(broken, BomMessage.badXlsx, 'bom.xlsx');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await expectBad(png, BomMessage.unknownFormat, 'bom.csv');
    // neither UTF-8 nor GBK: bytes GB 18030 cannot read (0x80 and 0xFF alone)
    const garbage = new Uint8Array(300).map((_, i) => (i % 2 ? 0xff : 0x80));
    await expectBad(garbage, BomMessage.badEncoding);
  });

  it('a zip bomb disguised as .xlsx is refused before exceljs reads it', async () => {
    // 210 MB of zeros (over the 200 MB limit) deflate to about 200 kB
    const parts: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      parts.push(chunk);
    });
    const entry = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
    zip.add(entry);
    const zeros = new Uint8Array(1024 * 1024);
    for (let i = 0; i < 210; i++) entry.push(zeros, i === 209);
    zip.end();
    const bomb = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      bomb.set(p, at);
      at += p.length;
    }
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await expectBad(bomb, BomMessage.zipBomb, 'bom.xlsx');
  }, 180_000);

  it('no header row among the first rows', async () => {
    await expectBad(utf8('a,b,c\n1,2,3\n4,5,6\n'), BomMessage.noHeader);
  });

  it('more than 100 000 lines', async () => {
    const rows = ['位号,数量,值'];
    for (let i = 0; i <= BOM_MAX_LINES; i++) rows.push(`R${i},1,10k`);
    await expectBad(utf8(rows.join('\n')), BomMessage.tooManyLines);
  }, 60_000);

  it('a file over 50 MB', async () => {
    const big = new Uint8Array(50 * 1024 * 1024 + 10).fill(0x20);
    big.set(utf8('位号,数量,值\n'));
    await expectBad(big, BomMessage.tooLarge);
  }, 60_000);
});
