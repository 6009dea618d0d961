// The thin component families grown from makers' lines (issue 15, "The default catalogue"): connector lines
// checked against KiCad's footprint library (one footprint per orderable part), the WE-XHMI ordering code read
// back, the crystals in their own category.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usbCReceptacles, wireToBoardLines } from '../src/connectors/connector-lines.data.ts';
import { categoryByCode, families, formatQuantity, type Item } from '../src/index.ts';
import { WE_LHMI } from '../src/inductors/we-lhmi.data.ts';
import { type WeSeries, weSizeCode, weValueCode } from '../src/inductors/we-power.ts';
import { WE_XHMI } from '../src/inductors/we-xhmi.data.ts';

const KICAD = process.env.KICAD_FOOTPRINT_DIR ?? '/usr/share/kicad/footprints';
const footprints = (lib: string) => readdirSync(join(KICAD, lib)).map((f) => f.replace(/\.kicad_mod$/, ''));

const itemsOf = (id: string): Item[] => {
  const f = families().find((x) => x.id === id);
  if (!f) throw new Error(`no family ${id}`);
  return Array.from({ length: f.count() }, (_, i) => f.item(i));
};

describe('connector lines (JST GH/EH/PH SMT/SH, Molex PicoBlade, USB Type-C)', () => {
  it('KiCad footprint library is installed (kicad-footprints)', () => {
    expect(existsSync(join(KICAD, 'Connector_JST.pretty'))).toBe(true);
  });

  it('every header has its KiCad footprint with the same pitch and positions, and each footprint of the lines is a header of ours', () => {
    const kicad = [...footprints('Connector_JST.pretty'), ...footprints('Connector_Molex.pretty')];
    const headers = wireToBoardLines().filter((c) => c.params.part_type?.display === '插座 (针座)');
    expect(headers.length).toBeGreaterThan(150);
    for (const h of headers) {
      const pitch = (h.params.pitch?.si ?? 0) * 1000;
      const n = String(h.params.positions?.si).padStart(2, '0');
      // KiCad names the part, then 1x{nn}, then the pitch: JST_GH_BM04B-GHS-TBT_1x04-1MP_P1.25mm_Vertical
      const fp = kicad.find((f) => f.includes(`_${h.mpn}_1x${n}`) && f.includes(`_P${pitch.toFixed(2)}mm`));
      expect(fp, h.mpn).toBeDefined();
      const vertical = h.params.orientation?.display.startsWith('立式');
      expect(fp?.endsWith(vertical ? '_Vertical' : '_Horizontal'), h.mpn).toBe(true);
    }
    // the other way: KiCad's footprints of the lines' part numbers are all ours
    const ours = new Set(headers.map((h) => h.mpn));
    const lines = [
      /^JST_GH_((?:BM|SM)\d\dB-GHS-TBT?)_/,
      /^JST_EH_(B\d+B-EH-A|S\d+B-EH)_/,
      /^JST_PH_([BS]\d+B-PH-SM4-TB)_/,
      /^Molex_PicoBlade_(5304[78]-\d{4}|53398-\d{4}|53261-\d{4})_/,
    ];
    const theirs = kicad.flatMap((f) => {
      const m = lines.map((re) => re.exec(f)).find(Boolean);
      return m?.[1] ? [m[1]] : [];
    });
    // 53261-1771 (17 circuits) is the one KiCad part outside the 2–15 range the lines list
    expect(theirs.filter((mpn) => !ours.has(mpn))).toEqual(['53261-1771']);
  });

  it('USB Type-C receptacles: the contact count is the KiCad footprint’s contact pads', () => {
    const kicad = footprints('Connector_USB.pretty');
    for (const c of usbCReceptacles()) {
      const key = c.mpn.replace('#', '-').replace('U262-161N', 'U262-16XN');
      const fp = kicad.find((f) => f.startsWith('USB_C_Receptacle_') && f.includes(key));
      expect(fp, c.mpn).toBeDefined();
      const text = readFileSync(join(KICAD, 'Connector_USB.pretty', `${fp}.kicad_mod`), 'utf8');
      const pads = new Set([...text.matchAll(/\(pad "([AB]\d+)"/g)].map((m) => m[1]));
      expect(pads.size, c.mpn).toBe(c.params.positions?.si);
    }
  });
});

describe('Würth WE-XHMI and WE-LHMI power inductors', () => {
  it('the value code reads as Würth writes it: 0022 = 0.22 µH, 010 = 1 µH, 033 = 3.3 µH, 220 = 22 µH, 101 = 100 µH', () => {
    expect(weValueCode('0022')).toBe(0.22e-6);
    expect(weValueCode('010')).toBe(1e-6);
    expect(weValueCode('033')).toBe(3.3e-6);
    expect(weValueCode('220')).toBe(22e-6);
    expect(weValueCode('101')).toBe(100e-6);
    // the longest size code that leaves a 3- or 4-digit value code
    expect(weSizeCode('7443734648010', WE_LHMI.sizeCodes)).toBe('7443734648');
    expect(weSizeCode('74437346010', WE_LHMI.sizeCodes)).toBe('74437346');
    expect(weSizeCode('744393440015', WE_XHMI.sizeCodes)).toBe('74439344');
  });

  const bySize = (series: WeSeries) => {
    const out = new Map<string, Array<[number, number]>>();
    for (const [mpn, ir] of series.rows) {
      const size = weSizeCode(mpn, series.sizeCodes) ?? '';
      out.set(size, [...(out.get(size) ?? []), [weValueCode(mpn.slice(size.length)), ir]]);
    }
    return out;
  };

  it('every part has a size code; within a size the rated current falls as the inductance rises', () => {
    for (const [series, sizes] of [
      [WE_XHMI, 17],
      [WE_LHMI, 15],
    ] as const) {
      const groups = bySize(series);
      expect(groups.has(''), series.name).toBe(false);
      expect(groups.size, series.name).toBe(sizes);
      for (const [size, rows] of groups) {
        rows.sort((a, b) => a[0] - b[0]);
        for (let i = 1; i < rows.length; i++)
          expect(rows[i]?.[1], `${size} ${rows[i]?.[0]}`).toBeLessThanOrEqual(rows[i - 1]?.[1] ?? 0);
      }
      const items = itemsOf(series.id);
      expect(new Set(items.map((i) => i.code)).size, series.name).toBe(series.rows.length);
    }
    const xhmi = itemsOf('ind.we.xhmi').find((i) => i.model === '744393665010');
    expect(xhmi?.params.inductance?.si).toBe(1e-6);
    expect(xhmi?.params.rated_current?.si).toBe(48.1);
    expect(xhmi?.params.dcr?.si).toBe(0.0019);
    const lhmi = itemsOf('ind.we.lhmi').find((i) => i.model === '744373965101');
    expect(lhmi?.params.inductance?.si).toBe(100e-6);
    expect(lhmi?.params.dcr?.si).toBe(0.165);
  });
});

describe('crystals', () => {
  it('a crystal category with frequency, load capacitance, tolerance and ESR; its items use them', () => {
    const cat = categoryByCode('comp.passive.crystal');
    expect(cat?.params.map((p) => p.key)).toEqual([
      'frequency',
      'load_capacitance',
      'frequency_tolerance',
      'frequency_stability',
      'esr',
      'operating_temperature',
      'case_size',
    ]);
    const items = itemsOf('crystal.popular');
    expect(items.every((i) => i.categoryCode === 'comp.passive.crystal')).toBe(true);
    const txc = items.find((i) => i.model === '7M40000005');
    expect(txc?.params.frequency_tolerance?.si).toBe(1e-5);
    expect(txc?.params.frequency_stability).toMatchObject({ si: -15e-6, siMax: 5e-6 });
    expect(items.find((i) => i.model === 'Q13FC1350000400')?.params.frequency?.si).toBe(32768);
    // a ratio given in ppm is shown in ppm (facet ranges), a percent one in %
    expect(formatQuantity(1e-5, 'ratio', 'ppm')).toBe('10 ppm');
    expect(formatQuantity(-15e-6, 'ratio', 'ppm')).toBe('-15 ppm');
    expect(formatQuantity(0.01, 'ratio', '%')).toBe('1 %');
  });
});
