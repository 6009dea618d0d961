// Extension families: the base catalogue is unchanged, and the new part numbers follow the makers'
// ordering codes with the parameters those codes encode.

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MLCC_EXTENSION_IDS } from '../src/capacitors/mlcc-full-ranges.ts';
import { capacitorExtensionIds } from '../src/capacitors/registry.ts';
import { E96, E192, valuesInRange } from '../src/e-series.ts';
import {
  baseSize,
  countByFamily,
  decodePartNumber,
  families,
  fullSize,
  generateItems,
} from '../src/index.ts';
import { PART_EXTENSION_IDS } from '../src/part-families.ts';
import { resistorArrayFamilies } from '../src/resistors/arrays/arrays.ts';
import { RESISTOR_EXTENSION_IDS } from '../src/resistors/registry.ts';
import { itemByCode, si } from './helpers.ts';

/**
 * Hashes of the codes (and of the whole items) of the base catalogue: the extension families must not change
 * them. A change detector only, not a check of the data: which value is right is said by the row-by-row tests of
 * standards-tables.test.ts (printed values) and the family tests. Updating these hashes is a deliberate step: fix
 * or extend the data, make the row-by-row tests say the new values, then put the new hashes here with a line below
 * saying what changed and why (see packages/catalog/README.md, Tests). Last changed on purpose when the base Vishay CRCW family took the packaging codes real parts carry
 * (0402 ED, 2010 EF, 2512 EG instead of EA), and when the CRCW, Panasonic ERJ and Stackpole RMCF families took
 * their datasheets' AEC-Q200 qualification; the items and their order are as before. Changed again (json only)
 * when the 90 material grades took the designations line in their description (牌号对照：AISI 316L；UNS …, for
 * search) and the GB/T 17616 numeric codes of GB/T 699, 700, 3077 and 18254 grades (U20452 for 45 …). Changed
 * again (json only) when component families took their makers' datasheet URLs (issue 12, src/datasheets.ts).
 * Changed on purpose (100 000 only; 5087 and every size below generate.ts MUST_HAVE_FROM unchanged) when the
 * default catalogue took the parts engineers search most (issue 15): the base parts families whole, the E24
 * core of YAGEO RC and UNI-ROYAL in 0402–1206 at ±1 % / ±5 % (Family.core), the popular discretes, regulators
 * and MCUs (semiconductors/popular-*.data.ts) and the KYOCERA AVX general-purpose MLCCs (Family.defaultOnly,
 * 15 446 items: BASE_TOTAL 131 132 → 146 724, the 146 popular parts included). See default-catalogue.test.ts. The 100 000
 * json hash is of both changes together (datasheet URLs and the default catalogue's parts). Changed again (json
 * only, 5087 and 100 000; codes and order unchanged) when more families took the datasheet addresses checked in the
 * public code index (src/datasheets.ts, second batch): UNI-ROYAL, YAGEO CC NP0, Sunlord SWPA, Hirose FH12 and the
 * popular discretes and regulators (datasheets.test.ts says which items). Changed again (json only, 5087 and
 * 100 000; codes and order unchanged) by the third batch of src/datasheets.ts (code index and KiCad's symbol
 * library): Vishay SS32–SS36, STM32G0/F0/F4/G4/H7 and F103x6, GD32F103, CH32V003/V203, the AVRs, the WR-PHD
 * single-row headers whose address is cited, and more popular discretes and LM317 (datasheets.test.ts says which).
 * Then changed on purpose (100 000 only; 5087 and every size below MUST_HAVE_FROM unchanged) when the thin families grew from makers' lines (issue 15, the
 * default catalogue): the crystals category with 8 crystals, Würth WE-XHMI and WE-LHMI power inductors (369),
 * JST GH/EH/PH-SMT/SH and Molex PicoBlade lines (194) and 5 USB Type-C receptacles, all Family.defaultOnly
 * (576 items: BASE_TOTAL 146 724 → 147 300). See grown-families.test.ts and default-catalogue.test.ts.
 * Changed again on purpose (100 000 only; 5087 and every size below MUST_HAVE_FROM unchanged) by helper "data"
 * (2026-11-27), two changes together, checked against the previous commit item by item: the TDK TFM252012ALMA
 * power inductors (11 items, Family.defaultOnly: BASE_TOTAL 147 300 → 147 311; the 11 items are taken from the
 * sampled families YAGEO RC −3, AC −1, RT −3, KOA RK73 −1, Stackpole RMCF −1, ROHM MCR −1, KYOCERA AVX −1, which
 * moves 25 046 of their evenly spread rows; the must-have rows stay) and the fifth
 * datasheet batch (json only: INFINEON-IRF520NPBF, IRF640NPBF and IRF4905PBF take their addresses, no other item
 * changes). See power-inductors.test.ts and datasheets.test.ts.
 * Changed on purpose once more (100 000 only; 5087 and every size below MUST_HAVE_FROM unchanged) when the MOSFETs,
 * BJTs, diodes, linear regulators and STM32 MCUs of KiCad's symbol libraries came in (issue 15,
 * semiconductors/kicad-parts.ts, kicad-symbols 6.0.10-1), all Family.defaultOnly (3 000 items: BASE_TOTAL
 * 147 311 → 150 311; the two changes merged, hashes taken from the merged generator). See kicad-parts.test.ts.
 * Changed on purpose once more (json of 5087 and 100 000; codes unchanged) when the sixth datasheet batch gave
 * addresses to KYOCERA AVX C0G/X7R, TIP31C/TIP32C, MMBT2907A, GD32F303, two crystals, the Amphenol USB-C, the Molex
 * 51021 housings and ten Würth WE-XHMI/WE-LHMI parts (datasheets.ts); the received hashes were taken.
 */
const BEFORE: Record<number, { codes: string; json: string }> = {
  5087: {
    codes: '6f0686ddb36bcd2bc2e17c83a2b56c61af3e489204c9ddb00695178b1aedecaa',
    json: 'bb72fa01ce1a3dc2254e00b63afaec1260e6d438f68a49997324de078b51c745',
  },
  100000: {
    codes: 'f19c294439f2a9e73b727fc549a45a616ead737987c6ac244bad7b08a8fe4aee',
    json: 'fb18be63b52a4f5ae4dfbd12b6834e4078aa73fabe9b522527380b98c0070bd3',
  },
};
const BASE_TOTAL = 150_311;

describe('the base catalogue is unchanged by the extension families', () => {
  for (const size of [5087, 100_000]) {
    it(`generateItems({ size: ${size} }) gives the same items as before`, () => {
      const codes = createHash('sha256');
      const json = createHash('sha256');
      let n = 0;
      for (const it of generateItems({ size })) {
        codes.update(it.code);
        codes.update('\n');
        json.update(JSON.stringify(it));
        json.update('\n');
        n++;
      }
      expect(n).toBe(size);
      expect(codes.digest('hex')).toBe(BEFORE[size]?.codes);
      expect(json.digest('hex')).toBe(BEFORE[size]?.json);
    });
  }
  it('base size is the old full size; extension families are drawn from only above it', () => {
    expect(baseSize()).toBe(BASE_TOTAL);
    for (const f of countByFamily(BASE_TOTAL)) if (f.extension) expect(f.count, f.id).toBe(0);
    const above = countByFamily(BASE_TOTAL + 50_000);
    expect(above.filter((f) => !f.extension).every((f) => f.count === f.total)).toBe(true);
    expect(above.filter((f) => f.extension).reduce((n, f) => n + f.count, 0)).toBe(50_000);
    const ext = families().filter((f) => f.extension);
    expect(ext.map((f) => f.id)).toEqual([
      ...RESISTOR_EXTENSION_IDS,
      ...resistorArrayFamilies().map((f) => f.id),
      ...MLCC_EXTENSION_IDS,
      ...capacitorExtensionIds(),
      ...PART_EXTENSION_IDS,
    ]);
    expect(fullSize()).toBe(BASE_TOTAL + ext.reduce((n, f) => n + f.count(), 0));
    console.log(
      `fullSize ${BASE_TOTAL} → ${fullSize()}:`,
      ext.map((f) => `${f.id} ${f.count()}`),
    );
  });
});

describe('E192', () => {
  it('has 192 values a decade, holds E96 at every second place and the standard’s 920', () => {
    expect(E192).toHaveLength(192);
    expect(E192.filter((_x, i) => i % 2 === 0)).toEqual(E96);
    expect(E192).toContain(920);
    expect(E192).not.toContain(919);
    expect(E192.slice(0, 8)).toEqual([100, 101, 102, 104, 105, 106, 107, 109]);
    expect(valuesInRange('E24+E192', 10, 100)).toContain(12);
  });
});

describe('new part numbers follow the ordering codes', () => {
  const cases: Array<[string, number, number, string, number | null, string]> = [
    // code, Ω, tolerance (fraction), size, TCR (ppm/K) or null, packaging text
    ['YAGEO-RT0603BRB0710KL', 10_000, 0.001, '0603', 10, '7英寸'],
    ['YAGEO-RT0603BRB07100RL', 100, 0.001, '0603', 10, '7英寸'],
    ['YAGEO-RT0603BRC0731K6L', 31_600, 0.001, '0603', 15, '7英寸'],
    ['YAGEO-RT0603BRC0784K5L', 84_500, 0.001, '0603', 15, '7英寸'],
    ['YAGEO-RT0603DRD1010KL', 10_000, 0.005, '0603', 25, '10英寸'],
    ['YAGEO-RT0805BRD0710K4L', 10_400, 0.001, '0805', 25, '7英寸'],
    ['YAGEO-RT1206CRE13976KL', 976_000, 0.0025, '1206', 50, '13英寸'],
    ['YAGEO-RC0603DR-0710KL', 10_000, 0.005, '0603', null, '7英寸'],
    ['YAGEO-RC0603DR-071K05L', 1_050, 0.005, '0603', null, '7英寸'],
    ['YAGEO-RC0603BR-071KL', 1_000, 0.001, '0603', null, '7英寸'],
    ['YAGEO-RC2512DK-1310KL', 10_000, 0.005, '2512', null, '13英寸'],
    ['VISHAY-TNPW060310K0BEEA', 10_000, 0.001, '0603', 25, '编带'],
    ['VISHAY-TNPW06031K00BEEA', 1_000, 0.001, '0603', 25, '编带'],
    ['VISHAY-TNPW04022K21BEED', 2_210, 0.001, '0402', 25, '编带'],
    ['VISHAY-TNPW0402111RBEED', 111, 0.001, '0402', 25, '编带'],
    ['VISHAY-TNPW0805510KBEEA', 510_000, 0.001, '0805', 25, '编带'],
    ['VISHAY-TNPW12062M00FEEA', 2e6, 0.01, '1206', 25, '编带'],
  ];
  for (const [code, ohms, tol, size, tcr, pack] of cases) {
    it(`${code} = ${size}, ±${tol * 100} %, ${ohms} Ω${tcr ? `, ±${tcr} ppm/K` : ''}`, () => {
      const it = itemByCode(code);
      expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
      expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
      expect(it.package).toBe(size);
      expect(it.params.case_size?.display).toBe(size);
      if (tcr === null) expect(it.params.tcr).toBeUndefined();
      else expect(si(it, 'tcr')).toBeCloseTo(tcr * 1e-6, 12);
      expect(it.params.packaging?.display).toContain(pack);
      expect(it.categoryCode).toBe('comp.passive.resistor.chip');
    });
  }
  it('YAGEO part numbers decode to the parameters the items carry', () => {
    for (const code of ['YAGEO-RT0603BRB0710KL', 'YAGEO-RT0603DRD1010KL', 'YAGEO-RC0603DR-071K05L']) {
      const it = itemByCode(code);
      const d = decodePartNumber(it.model);
      expect(d?.params.resistance?.si, code).toBe(it.params.resistance?.si);
      expect(d?.params.tolerance?.si, code).toBe(it.params.tolerance?.si);
      if (it.params.tcr) expect(d?.params.tcr?.si, code).toBe(it.params.tcr.si);
    }
  });
  it('leaves out what the series does not offer', () => {
    // TNPW0603 ends at 332 kΩ; RC ±0.1 % only in 0603–1206; RT 10 ppm/°C only with ±0.1–0.5 % in 100 Ω–100 kΩ.
    for (const code of [
      'VISHAY-TNPW0603510KBEEA',
      'YAGEO-RC0402BR-0710KL',
      'YAGEO-RT0603FRB0710KL',
      'YAGEO-RT0603BRB0710RL',
      'YAGEO-RT0402BRD07200KL',
    ])
      expect(() => itemByCode(code), code).toThrow();
  });
});
