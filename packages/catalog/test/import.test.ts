// Import files: good samples parse whole; bad samples report file lines and Chinese reasons.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Kind, parseCatalogFile } from '../src/index.ts';

const sample = (name: string) => readFileSync(new URL(`../samples/${name}`, import.meta.url), 'utf8');

describe('parseCatalogFile', () => {
  it('accepts the good component CSV and normalises units to SI', () => {
    const r = parseCatalogFile(sample('components-good.csv'), 'csv', Kind.component);
    expect(r.errors).toEqual([]);
    expect(r.rows).toHaveLength(8);
    const [rc, erj, rc5, grm, cl, cc, ams, tlv] = r.rows;
    expect(rc?.params.resistance?.si).toBe(10_000);
    expect(erj?.params.resistance?.si).toBe(10_000);
    expect(rc?.params.tolerance?.si).toBe(0.01);
    expect(rc?.params.power?.si).toBe(0.1);
    expect(rc?.params.tcr?.si).toBe(100e-6);
    expect(rc5?.params.resistance?.si).toBe(4700);
    expect(rc5?.params.tolerance?.si).toBe(0.05);
    expect(grm?.params.capacitance?.si).toBe(cl?.params.capacitance?.si);
    expect(grm?.params.capacitance?.display).toBe('100 nF');
    expect(cc?.params.capacitance?.si).toBe(22e-12);
    expect(ams?.params.iout?.si).toBe(1);
    expect(tlv?.code).toBe('ACME-TLV1117-33IDCYR');
    expect(tlv?.name).toBe('LDO TLV1117-33, 3.3V 800mA');
    expect(tlv?.params.iout?.si).toBe(0.8);
    expect(erj?.datasheetUrl).toContain('panasonic.com');
    expect(rc?.lifecycle).toBe('active');
  });

  it('reports every bad row of the bad component CSV with its line and a Chinese reason', () => {
    const r = parseCatalogFile(sample('components-bad.csv'), 'csv', Kind.component);
    const lines = r.errors.map((e) => e.line);
    expect(lines).toEqual(expect.arrayContaining([3, 4, 5, 6, 7, 8, 9]));
    expect(lines).not.toContain(2);
    const at = (line: number) =>
      r.errors
        .filter((e) => e.line === line)
        .map((e) => e.reason)
        .join(' | ');
    expect(at(3)).toContain('重复');
    expect(at(4)).toContain('无法识别');
    expect(at(5)).toContain('不存在');
    expect(at(6)).toContain('不在可选值中');
    expect(at(7)).toContain('额定电压');
    expect(at(7)).toContain('厂商「nobrand」不存在');
    expect(at(8)).toContain('零部件库');
    expect(at(9)).toContain('生命周期');
    expect(at(9)).toContain('http');
    for (const e of r.errors) expect(/[\u4e00-\u9fff]/.test(e.reason)).toBe(true);
  });

  it('accepts the good parts JSON with lines of each object', () => {
    const r = parseCatalogFile(sample('parts-good.json'), 'json', Kind.part);
    expect(r.errors).toEqual([]);
    expect(r.rows).toHaveLength(3);
    expect(r.rows[0]?.params.l?.si).toBe(0.05);
    expect(r.rows[0]?.brandCode).toBeNull();
    expect(r.rows[1]?.params.cr?.si).toBe(14_800);
    expect(r.rows[2]?.params.e?.display).toBe('14.38 mm');
  });

  it('reports the bad parts JSON at the line where each object starts', () => {
    const r = parseCatalogFile(sample('parts-bad.json'), 'json', Kind.part);
    const at = (line: number) =>
      r.errors
        .filter((e) => e.line === line)
        .map((e) => e.reason)
        .join(' | ');
    expect(at(2)).toContain('性能等级');
    expect(at(9)).toContain('末级分类');
    expect(at(16)).toContain('键长');
    expect(at(16)).toContain('colour');
    expect(r.rows).toHaveLength(0);
  });

  it('accepts the materials CSV with equivalents and conditions', () => {
    const r = parseCatalogFile(sample('materials-good.csv'), 'csv', Kind.material);
    expect(r.errors).toEqual([]);
    const m45 = r.rows[0];
    expect(m45?.params.tensile_strength?.si).toBe(600e6);
    expect(m45?.params.density?.si).toBe(7850);
    expect(m45?.material?.equivalents.aisi).toBe('1045');
    expect(m45?.material?.properties[0]?.condition).toContain('GB/T 699');
    expect(r.rows[1]?.params.elongation?.si).toBe(0.4);
  });

  it('rejects structural problems: unknown column, ragged row, empty file, wrong JSON', () => {
    const bad = parseCatalogFile(
      'code,categoryCode,model,name,colour\nA,comp.ic.mcu,X,Y,red\n',
      'csv',
      Kind.component,
    );
    expect(bad.errors[0]).toEqual({ line: 1, reason: '表头中有无法识别的列「colour」' });
    const ragged = parseCatalogFile('code,categoryCode,model,name\nA,comp.ic.mcu,X\n', 'csv', Kind.component);
    expect(ragged.errors.some((e) => e.line === 2 && e.reason.includes('列数'))).toBe(true);
    expect(parseCatalogFile('', 'csv', Kind.part).errors[0]?.line).toBe(1);
    expect(parseCatalogFile('{"a":1}', 'json', Kind.part).errors[0]?.reason).toContain('数组');
    expect(parseCatalogFile('[\n{"code": }\n]', 'json', Kind.part).errors[0]?.reason).toContain('JSON');
  });

  it('a multi-line quoted CSV cell keeps later line numbers right', () => {
    const text =
      'code,categoryCode,model,name,description,p.core,p.fmax\nA1,comp.ic.mcu,M1,"N1","two\nlines",M3,72MHz\nA2,comp.ic.mcu,M2,N2,,M3,fast\n';
    const r = parseCatalogFile(text, 'csv', Kind.component);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]?.line).toBe(4);
    expect(r.rows[0]?.params.fmax?.si).toBe(72e6);
  });
});
