// The MOSFETs, BJTs, diodes, linear regulators and STM32 MCUs read from KiCad's symbol libraries (issue 15, the
// default catalogue's thin families): each committed row is its KiCad symbol read again, the grammar reads the
// named parts' ratings with their units as their descriptions write them, no row repeats a curated part, and
// the default catalogue holds every row (below it none).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  brandByCode,
  categoryByCode,
  countByFamily,
  DEFAULT_SEED_SIZE,
  families,
  mountingOf,
} from '../src/index.ts';
import { curatedPartNumbers } from '../src/semiconductors/kicad/curated-part-numbers.ts';
import type { KicadSymbol } from '../src/semiconductors/kicad/kicad-library.ts';
import { readRatings } from '../src/semiconductors/kicad/kicad-ratings.ts';
import {
  kicadLibraryFiles,
  kicadRow,
  namePattern,
  readKicadRows,
} from '../src/semiconductors/kicad/kicad-rows.ts';
import { KICAD_ROWS, KICAD_SYMBOLS_VERSION } from '../src/semiconductors/kicad-parts.data.ts';
import { KICAD_CATEGORY, kicadItem, kicadPartFamilies } from '../src/semiconductors/kicad-parts.ts';

const DIR = process.env.KICAD_SYMBOL_DIR ?? '/usr/share/kicad/symbols';

function installedVersion(): string | null {
  try {
    return (
      /^Version: (.+)$/m.exec(execFileSync('dpkg', ['-s', 'kicad-symbols'], { encoding: 'utf8' }))?.[1] ??
      null
    );
  } catch {
    return null;
  }
}
const installed = existsSync(DIR) ? installedVersion() : null;
const sameVersion = installed === KICAD_SYMBOLS_VERSION;
if (!sameVersion) {
  console.log(
    `KiCad symbols ${installed ?? 'not installed'} at ${DIR}; the data is from kicad-symbols ${KICAD_SYMBOLS_VERSION}: the re-reading test is skipped`,
  );
}

/** A symbol as KiCad 6.0.10 writes it (descriptions, footprints and datasheets copied from the libraries). */
const sym = (
  library: string,
  name: string,
  description: string,
  footprint: string,
  datasheet: string,
): KicadSymbol => ({
  library,
  name,
  extends: null,
  value: name,
  footprint,
  datasheet,
  description,
  keywords: '',
});

describe('KiCad symbol libraries: MOSFETs, BJTs, diodes, linear regulators, STM32 (issue 15)', () => {
  it.skipIf(!sameVersion)(
    'each committed row is its KiCad symbol read again; prints the rows per category and the symbols left out by reason',
    () => {
      const files = kicadLibraryFiles(readdirSync(DIR));
      const read = readKicadRows(
        files.map((f) => [f.replace(/\.kicad_sym$/, ''), readFileSync(join(DIR, f), 'utf8')]),
        curatedPartNumbers(),
      );
      expect(read.rows.length).toBe(KICAD_ROWS.length);
      for (let i = 0; i < read.rows.length; i++)
        expect(KICAD_ROWS[i], read.rows[i]?.[1]).toEqual(read.rows[i]);
      const left = [...read.left].sort();
      console.table(left.map(([reason, n]) => ({ reason, n })));
      console.log(`left out ${left.reduce((n, [, k]) => n + k, 0)} symbols of ${files.length} libraries`);
    },
  );

  it('rows per category (printed); every row is a maker’s part: brand, category parameters, package mounting', () => {
    const per = new Map<string, number>();
    const codes = new Set<string>();
    for (const row of KICAD_ROWS) {
      const it = kicadItem(row);
      per.set(it.categoryCode, (per.get(it.categoryCode) ?? 0) + 1);
      expect(codes.has(it.code), it.code).toBe(false);
      codes.add(it.code);
      expect(brandByCode(it.brandCode ?? ''), it.code).toBeDefined();
      const defs = categoryByCode(it.categoryCode)?.params ?? [];
      for (const k of Object.keys(it.params))
        expect(
          defs.some((d) => d.key === k),
          `${it.code} ${k}`,
        ).toBe(true);
      for (const d of defs.filter((x) => x.required))
        expect(it.params[d.key], `${it.code} ${d.key}`).toBeDefined();
      expect(mountingOf(it.package), `${it.code} ${it.package}`).not.toBeNull();
      expect(it.description).toContain(`“${row[6]}”`);
    }
    console.table([...per].map(([category, n]) => ({ category, n })));
    expect(KICAD_ROWS.length).toBeGreaterThan(2500);
    for (const cat of Object.values(KICAD_CATEGORY)) expect(per.get(cat), cat).toBeGreaterThan(50);
  });

  it('no row repeats a part of the curated families (same part number, or KiCad’s name with x for an ordering letter)', () => {
    const curated = curatedPartNumbers();
    expect(curated).toContain('STM32F103C8T6');
    const repeated = KICAD_ROWS.filter(([, name]) => {
      const pattern = namePattern(name);
      return curated.some((mpn) => pattern.test(mpn));
    });
    expect(repeated.map((r) => r[1])).toEqual([]);
    // and the symbols of curated parts are the ones left out for it
    const stm = sym(
      'MCU_ST_STM32F1',
      'STM32F103C8Tx',
      'ARM Cortex-M3 MCU, 64KB flash, 20KB RAM, 72MHz, 2-3.6V, 37 GPIO, LQFP-48',
      'Package_QFP:LQFP-48_7x7mm_P0.5mm',
      'http://www.st.com/',
    );
    expect(kicadRow(stm, curated)).toEqual({ reason: 'already in the curated families' });
    // no other semiconductor family (discretes, ICs) holds a row's code
    const ours = new Set(KICAD_ROWS.map((r) => kicadItem(r).code));
    const kicadIds = new Set(kicadPartFamilies().map((f) => f.id));
    const semis = families().filter(
      (x) => !kicadIds.has(x.id) && x.count() > 0 && /^comp\.(discrete|ic)\./.test(x.item(0).categoryCode),
    );
    expect(semis.length).toBeGreaterThan(5);
    for (const f of semis) {
      for (let i = 0; i < f.count(); i++) expect(ours.has(f.item(i).code), f.item(i).code).toBe(false);
    }
  });

  it('the named parts: ratings and units as their descriptions write them (P-channel and PNP as absolute values)', () => {
    const r = (s: KicadSymbol) => {
      const x = readRatings(s);
      if ('reason' in x) throw new Error(`${s.name}: ${x.reason}`);
      return x;
    };
    const fet = (name: string, d: string) => r(sym('Transistor_FET', name, d, '', ''));
    expect(fet('2N7002', '0.115A Id, 60V Vds, N-Channel MOSFET, SOT-23').ratings).toEqual({
      channel: 'N沟道',
      vds: 60,
      id: 0.115,
    });
    expect(fet('AO3400A', '30V Vds, 5.7A Id, N-Channel MOSFET, SOT-23').ratings).toEqual({
      channel: 'N沟道',
      vds: 30,
      id: 5.7,
    });
    expect(
      fet('IRLML6402', '-3.7A Id, -20V Vds, 65mOhm Rds, P-Channel HEXFET Power MOSFET, SOT-23').ratings,
    ).toEqual({
      channel: 'P沟道',
      vds: 20,
      id: 3.7,
      rds_on: 0.065,
    });
    expect(
      readRatings(
        sym(
          'Transistor_FET',
          'FDS4559',
          '4.5A Id, 60V Vds, Dual N and P Channel MOSFET, 55mOhm Ron, 10V Vgs, SO8L',
          '',
          '',
        ),
      ),
    ).toEqual({ reason: 'complementary N+P pair' });
    expect(
      r(sym('Transistor_BJT', 'BC847', '0.1A Ic, 45V Vce, NPN Transistor, SOT-23', '', '')).ratings,
    ).toEqual({ polarity: 'NPN', vceo: 45, ic: 0.1 });
    expect(r(sym('Diode', '1N4148', '100V 0.15A standard switching diode, DO-35', '', '')).ratings).toEqual({
      diode_type: '开关二极管',
      configuration: '单管',
      vrrm: 100,
      if_avg: 0.15,
    });
    expect(r(sym('Diode', 'BZV55C11', '11V, 500mW, 5%, Zener diode, MiniMELF', '', '')).ratings).toEqual({
      vz: 11,
      pd: 0.5,
      vz_tolerance: 0.05,
    });
    expect(
      r(
        sym(
          'Diode',
          'SM6T56A',
          '600W unidirectional Transil Transient Voltage Suppressor, 56Vrwm, DO-214AA',
          '',
          '',
        ),
      ).ratings,
    ).toEqual({ vrwm: 56, polarity: '单向', ppp: 600 });
    expect(
      r(
        sym(
          'Regulator_Linear',
          'AMS1117-3.3',
          '1A Low Dropout regulator, positive, 3.3V fixed output, SOT-223',
          '',
          '',
        ),
      ).ratings,
    ).toEqual({ output_type: '固定', iout: 1, vout: 3.3 });
    expect(
      r(
        sym(
          'Regulator_Linear',
          'TCR2EE11',
          '200mA Low-dropout Voltage Regulator, Vout 1.1V, Vin up to 5.5V, SOT-553',
          '',
          '',
        ),
      ).ratings,
    ).toEqual({ output_type: '固定', iout: 0.2, vout: 1.1, vin_max: 5.5 });
    expect(
      r(
        sym(
          'MCU_ST_STM32F1',
          'STM32F103C8Tx',
          'ARM Cortex-M3 MCU, 64KB flash, 20KB RAM, 72MHz, 2-3.6V, 37 GPIO, LQFP-48',
          '',
          '',
        ),
      ).ratings,
    ).toEqual({
      core: 'Arm Cortex-M3',
      flash: 64 * 1024,
      ram: 20 * 1024,
      fmax: 72e6,
      pins: 48,
      pkg: 'LQFP48',
    });
  });

  it('the named parts in the catalogue: KiCad’s ratings agree with the curated rows of the same parts, the others are rows with SI values', () => {
    const row = (name: string) => {
      const found = KICAD_ROWS.find((x) => x[1] === name);
      if (!found) throw new Error(`no row ${name}`);
      return kicadItem(found);
    };
    const bc847 = row('BC847');
    expect(bc847.code).toBe('INFINEON-BC847');
    expect([bc847.params.vceo?.si, bc847.params.ic?.si, bc847.params.ic?.display, bc847.package]).toEqual([
      45,
      0.1,
      '100 mA',
      'SOT-23',
    ]);
    expect(mountingOf(bc847.package)).toBe('smd');
    const bss84 = row('BSS84');
    expect([
      bss84.brandCode,
      bss84.params.channel?.display,
      bss84.params.vds?.si,
      bss84.params.id?.si,
    ]).toEqual(['nexperia', 'P沟道', 50, 0.13]);
    const irf = row('IRF6622');
    expect([irf.params.rds_on?.si, irf.params.rds_on?.display, irf.package]).toEqual([
      0.0063,
      '6.3 mΩ',
      'DirectFET SQ',
    ]);
    const f030 = row('STM32F031F4Px');
    expect([
      f030.params.flash?.display,
      f030.params.ram?.display,
      f030.params.fmax?.display,
      f030.package,
    ]).toEqual(['16 KB', '4 KB', '48 MHz', 'TSSOP20']);
    expect(row('1N4148WS').params.vrrm?.si).toBe(75);
    expect(mountingOf(row('BZV55C11').package)).toBe('smd');
  });

  it('the default catalogue holds every row; the small catalogues none', () => {
    const ids = new Set(kicadPartFamilies().map((f) => f.id));
    const at = (size: number) => countByFamily(size).filter((f) => ids.has(f.id));
    const full = at(DEFAULT_SEED_SIZE);
    expect(full.every((f) => f.count === f.total)).toBe(true);
    expect(full.reduce((n, f) => n + f.count, 0)).toBe(KICAD_ROWS.length);
    console.table(full.map((f) => ({ family: f.id, items: f.count })));
    expect(at(5087).reduce((n, f) => n + f.count, 0)).toBe(0);
  });

  it('every row links its datasheet (issue 12): a well-formed https address on a maker host, as its item carries it', () => {
    const bad: string[] = [];
    for (const row of KICAD_ROWS) {
      const ds = row[5];
      let url: URL | null = null;
      try {
        url = new URL(ds);
      } catch {
        url = null;
      }
      const wellFormed =
        url !== null &&
        url.protocol === 'https:' &&
        url.hostname.includes('.') &&
        !/\s/.test(ds) &&
        !ds.includes('~') &&
        url.href.replace(/\/$/, '') === ds.replace(/\/$/, '').replace(/ /g, '%20');
      if (!wellFormed) bad.push(`${row[1]} ${ds}`);
    }
    expect(bad).toEqual([]);
    const items = kicadPartFamilies().flatMap((f) => Array.from({ length: f.count() }, (_, i) => f.item(i)));
    expect(items.length).toBe(KICAD_ROWS.length);
    expect(new Set(items.map((it) => it.datasheetUrl))).toEqual(new Set(KICAD_ROWS.map((r) => r[5])));
  });
});
