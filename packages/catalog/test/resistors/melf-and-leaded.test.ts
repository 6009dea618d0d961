// MELF (resistors/melf.ts) and leaded film resistor (resistors/leaded/yageo-vishay-koa.ts) extension families: real part numbers
// printed in the sources and in public parts lists decode field by field to the generated items, combinations
// the sources do not offer (or that were narrowed out) are absent, codes are unique, every item fits its
// category.
import { describe, expect, it } from 'vitest';
import { E24, E24_E96, valuesInRange } from '../../src/e-series.ts';
import { brandByCode, categoryByCode, families, type Item, isLeaf } from '../../src/index.ts';
import { LEADED_SERIES } from '../../src/resistors/leaded/yageo-vishay-koa.ts';
import { beyschlagValueCode, MELF_SERIES } from '../../src/resistors/melf.ts';
import { si } from '../helpers.ts';

const OWN_IDS = new Set([...MELF_SERIES, ...LEADED_SERIES].map((d) => d.id));

/** Items of these families only, by code (the whole catalogue is not indexed). */
const byCode = new Map<string, Item>();
let total = 0;
const ownFamilies = families().filter((x) => OWN_IDS.has(x.id));
for (const f of ownFamilies)
  for (let i = 0; i < f.count(); i++) {
    const it = f.item(i);
    byCode.set(it.code, it);
    total++;
  }

function itemByCode(code: string): Item {
  const it = byCode.get(code);
  if (!it) throw new Error(`no item ${code}`);
  return it;
}

// code, Ω, tolerance (fraction), size/style (case_size), power W, max V or null, TCR ppm/K or null, packaging text
type Case = [string, number, number, string, number, number | null, number | null, string];

const MELF_CASES: Case[] = [
  // MMA 0204, variant 0, C = ±50 ppm/K, 1002 = 100 × 10² = 10 kΩ, F ±1 %, B3 blister tape, 00
  ['VISHAY-MMA02040C1002FB300', 10e3, 0.01, '0204', 0.4, 200, 50, 'B3'],
  // parts lists (MAX31910 evaluation kit): 2.2 kΩ 1 % 0204 MELF and 150 Ω 1 % 0207 MELF
  ['VISHAY-MMA02040C2201FB300', 2.2e3, 0.01, '0204', 0.4, 200, 50, '吸塑编带'],
  ['VISHAY-MMB02070C1500FB200', 150, 0.01, '0207', 1, 350, 50, 'B2'],
  // MMB 0207 1001 = 1 kΩ, the brief's example; 1009 = 100 × 0.1 = 10 Ω; 2003 = 200 kΩ
  ['VISHAY-MMB02070C1001FB200', 1e3, 0.01, '0207', 1, 350, 50, 'B2'],
  ['VISHAY-MMB02070C1009FB200', 10, 0.01, '0207', 1, 350, 50, '吸塑编带'],
  ['VISHAY-MMB02070C2003FB200', 200e3, 0.01, '0207', 1, 350, 50, '吸塑编带'],
  // distributor listings: MMA 0204 124 kΩ, 1 kΩ, 3 kΩ; MMU 0102 4.87 kΩ (an E96 value)
  ['VISHAY-MMA02040C1243FB300', 124e3, 0.01, '0204', 0.4, 200, 50, '吸塑编带'],
  ['VISHAY-MMA02040C1001FB300', 1e3, 0.01, '0204', 0.4, 200, 50, '吸塑编带'],
  ['VISHAY-MMA02040C3001FB300', 3e3, 0.01, '0204', 0.4, 200, 50, '吸塑编带'],
  ['VISHAY-MMU01020C4871FB300', 4.87e3, 0.01, '0102', 0.3, 150, 50, 'B3'],
  // B0 packaging of MMA 0204 (the real MMA02040C4707JB000 shows the code)
  ['VISHAY-MMA02040C4701JB000', 4.7e3, 0.05, '0204', 0.4, 200, 50, 'B0'],
];

// Vishay Draloric SMM0204 (document 20004): real part numbers of distributor listings and parts lists
const SMM_CASES: Case[] = [
  // C ±50 ppm/K, F ±1 % (0.82 Ω–10 MΩ, E24/E96), B3: 10 Ω, 68.1 kΩ, 16.2 Ω, 200 Ω, 33.2 kΩ, 33.2 Ω, 51 Ω, 12 Ω
  ['VISHAY-SMM02040C1009FB300', 10, 0.01, '0204', 0.4, 200, 50, 'B3'],
  ['VISHAY-SMM02040C6812FB300', 68.1e3, 0.01, '0204', 0.4, 200, 50, 'B3'],
  ['VISHAY-SMM02040C1629FB300', 16.2, 0.01, '0204', 0.4, 200, 50, 'B3'],
  ['VISHAY-SMM02040C2000FB300', 200, 0.01, '0204', 0.4, 200, 50, 'B3'],
  ['VISHAY-SMM02040C3322FB300', 33.2e3, 0.01, '0204', 0.4, 200, 50, 'B3'],
  ['VISHAY-SMM02040C3329FB300', 33.2, 0.01, '0204', 0.4, 200, 50, 'B3'],
  ['VISHAY-SMM02040C5109FB300', 51, 0.01, '0204', 0.4, 200, 50, 'B3'],
  ['VISHAY-SMM02040C1209FB300', 12, 0.01, '0204', 0.4, 200, 50, 'B3'],
  // B0 packaging: SMM02040C1009FB000
  ['VISHAY-SMM02040C1009FB000', 10, 0.01, '0204', 0.4, 200, 50, 'B0'],
  // B ±100 ppm/K, J ±5 % (0.22 Ω–10 MΩ, E24): SMM02040B2209JB300 = 22 Ω
  ['VISHAY-SMM02040B2209JB300', 22, 0.05, '0204', 0.4, 200, 100, 'B3'],
  // ends of the table's rows: ±15 ppm/K ±0.1 % from 43 Ω; ±1 % from 0.82 Ω (8207 = 820 × 0.001)
  ['VISHAY-SMM02040E4309BB300', 43, 0.001, '0204', 0.4, 200, 15, 'B3'],
  ['VISHAY-SMM02040E2213BB300', 221e3, 0.001, '0204', 0.4, 200, 15, 'B3'],
  ['VISHAY-SMM02040C8207FB300', 0.82, 0.01, '0204', 0.4, 200, 50, 'B3'],
  ['VISHAY-SMM02040D1004DB300', 1e6, 0.005, '0204', 0.4, 200, 25, 'B3'],
];

// Vishay Draloric SMM0207 (document 20005) and SMM0102 (document 20003)
const SMM_OTHER_CASES: Case[] = [
  ['VISHAY-SMM02070C1009FBP00', 10, 0.01, '0207', 1, 350, 50, 'BP'],
  ['VISHAY-SMM02070C1005FBP00', 10e6, 0.01, '0207', 1, 350, 50, 'BP'],
  ['VISHAY-SMM02070C2214DBP00', 2.21e6, 0.005, '0207', 1, 350, 50, 'BP'],
  ['VISHAY-SMM02070B9107JBP00', 0.91, 0.05, '0207', 1, 350, 100, 'BP'],
  ['VISHAY-SMM01020C4709FB300', 47, 0.01, '0102', 0.2, 150, 50, 'B3'],
  ['VISHAY-SMM01020C3301FB000', 3.3e3, 0.01, '0102', 0.2, 150, 50, 'B0'],
];

// Vishay Beyschlag MMA 0204 Precision (document 28714)
const MMA_PRECISION_CASES: Case[] = [
  ['VISHAY-MMA02040D1271BB100', 1.27e3, 0.001, '0204', 0.25, 200, 25, 'B1'],
  ['VISHAY-MMA02040E9101BB100', 9.1e3, 0.001, '0204', 0.25, 200, 15, 'B1'],
  ['VISHAY-MMA02040D1372CA300', 13.7e3, 0.0025, '0204', 0.25, 200, 25, 'A3'],
  ['VISHAY-MMA02040E4309DB100', 43, 0.005, '0204', 0.25, 200, 15, 'B1'],
];

const LEADED_CASES: Case[] = [
  // YAGEO MFR -25 F (±1 %) B (bulk) F (±100 ppm/°C) 52 (52.4 mm) - 10K
  ['YAGEO-MFR-25FBF52-10K', 10e3, 0.01, 'MFR-25 (6.3×Ø2.4 mm)', 0.25, 250, 100, '散装'],
  ['YAGEO-MFR-25FBF52-4K02', 4.02e3, 0.01, 'MFR-25 (6.3×Ø2.4 mm)', 0.25, 250, 100, '散装'],
  ['YAGEO-MFR-25FBF52-100R', 100, 0.01, 'MFR-25 (6.3×Ø2.4 mm)', 0.25, 250, 100, '散装'],
  ['YAGEO-MFR-25FBF52-1K02', 1.02e3, 0.01, 'MFR-25 (6.3×Ø2.4 mm)', 0.25, 250, 100, '散装'],
  // T (tape in box) E (±50 ppm/°C): MFR-25FTE52-2K49, MFR-25FTE52-68K, MFR-25FTE52-1M
  ['YAGEO-MFR-25FTE52-2K49', 2.49e3, 0.01, 'MFR-25 (6.3×Ø2.4 mm)', 0.25, 250, 50, '编带盒装'],
  ['YAGEO-MFR-25FTE52-68K', 68e3, 0.01, 'MFR-25 (6.3×Ø2.4 mm)', 0.25, 250, 50, '编带盒装'],
  ['YAGEO-MFR-25FTE52-1M', 1e6, 0.01, 'MFR-25 (6.3×Ø2.4 mm)', 0.25, 250, 50, '编带盒装'],
  // ±100 ppm/°C over the current sheet's 1 Ω–4.7 MΩ: MFR-25FBF52-4R7, MFR-25FBF52-2M
  ['YAGEO-MFR-25FBF52-4R7', 4.7, 0.01, 'MFR-25 (6.3×Ø2.4 mm)', 0.25, 250, 100, '散装'],
  ['YAGEO-MFR-25FBF52-2M', 2e6, 0.01, 'MFR-25 (6.3×Ø2.4 mm)', 0.25, 250, 100, '散装'],
  // R (tape on reel)
  ['YAGEO-MFR-25FRF52-10K', 10e3, 0.01, 'MFR-25 (6.3×Ø2.4 mm)', 0.25, 250, 100, '编带卷盘'],
  // YAGEO CFR -25 J (±5 %) B (bulk) - 52- 10K / 5K1; CFR-12 1K / 3K3; CFR-50 220R / 330K; CFR-25JB-52-3M6
  ['YAGEO-CFR-25JB-52-10K', 10e3, 0.05, 'CFR-25 (6.3×Ø2.4 mm)', 0.25, 250, null, '散装'],
  ['YAGEO-CFR-25JB-52-5K1', 5.1e3, 0.05, 'CFR-25 (6.3×Ø2.4 mm)', 0.25, 250, null, '散装'],
  ['YAGEO-CFR-25JB-52-3M6', 3.6e6, 0.05, 'CFR-25 (6.3×Ø2.4 mm)', 0.25, 250, null, '散装'],
  ['YAGEO-CFR-12JB-52-1K', 1e3, 0.05, 'CFR-12 (3.4×Ø1.9 mm)', 1 / 6, 150, null, '散装'],
  ['YAGEO-CFR-12JB-52-3K3', 3.3e3, 0.05, 'CFR-12 (3.4×Ø1.9 mm)', 1 / 6, 150, null, '散装'],
  ['YAGEO-CFR-50JB-52-220R', 220, 0.05, 'CFR-50 (9×Ø3.3 mm)', 0.5, 350, null, '散装'],
  ['YAGEO-CFR-50JB-52-330K', 330e3, 0.05, 'CFR-50 (9×Ø3.3 mm)', 0.5, 350, null, '散装'],
  ['YAGEO-CFR-50JB-52-22R', 22, 0.05, 'CFR-50 (9×Ø3.3 mm)', 0.5, 350, null, '散装'],
  // further styles: MFR-12FTF52-10K, MFR25SFRF52-4K7, MFR25SFBE52-100K, MFR50SFTE52-3K3, MFR-50FRE52-1K,
  // MFR1WSFTE52-100R, MFR1WSFTF52-2K7; CFR25SJT-52-10K, CFR50SJT-52-100K, CFR1WSJT-52-10K
  ['YAGEO-MFR-12FTF52-10K', 10e3, 0.01, 'MFR-12 (3.4×Ø1.9 mm)', 1 / 6, 200, 100, '编带盒装'],
  ['YAGEO-MFR25SFRF52-4K7', 4.7e3, 0.01, 'MFR25S (3.4×Ø1.9 mm)', 0.25, 250, 100, '编带卷盘'],
  ['YAGEO-MFR25SFBE52-100K', 100e3, 0.01, 'MFR25S (3.4×Ø1.9 mm)', 0.25, 250, 50, '散装'],
  ['YAGEO-MFR50SFTE52-3K3', 3.3e3, 0.01, 'MFR50S (6.3×Ø2.4 mm)', 0.5, 300, 50, '编带盒装'],
  ['YAGEO-MFR-50FRE52-1K', 1e3, 0.01, 'MFR-50 (9×Ø3.3 mm)', 0.5, 300, 50, '编带卷盘'],
  ['YAGEO-MFR1WSFTE52-100R', 100, 0.01, 'MFR1WS (9×Ø3.3 mm)', 1, 350, 50, '编带盒装'],
  ['YAGEO-MFR1WSFTF52-2K7', 2.7e3, 0.01, 'MFR1WS (9×Ø3.3 mm)', 1, 350, 100, '编带盒装'],
  ['YAGEO-CFR25SJT-52-10K', 10e3, 0.05, 'CFR25S (3.4×Ø1.9 mm)', 0.25, 200, null, '编带盒装'],
  ['YAGEO-CFR50SJT-52-100K', 100e3, 0.05, 'CFR50S (6.3×Ø2.4 mm)', 0.5, 300, null, '编带盒装'],
  ['YAGEO-CFR1WSJT-52-10K', 10e3, 0.05, 'CFR1WS (9×Ø3.3 mm)', 1, 400, null, '编带盒装'],
  // YAGEO MFP-25 B (±0.1 %) R (reel) D (±25 ppm/°C) 52 - value: 10K, 2K2, 100R, 47K, 9K1 (E24), 120R
  ['YAGEO-MFP-25BRD52-10K', 10e3, 0.001, 'MFP-25 (6.3×Ø2.4 mm)', 0.25, null, 25, '编带卷盘'],
  ['YAGEO-MFP-25BRD52-2K2', 2.2e3, 0.001, 'MFP-25 (6.3×Ø2.4 mm)', 0.25, null, 25, '编带卷盘'],
  ['YAGEO-MFP-25BRD52-100R', 100, 0.001, 'MFP-25 (6.3×Ø2.4 mm)', 0.25, null, 25, '编带卷盘'],
  ['YAGEO-MFP-25BRD52-47K', 47e3, 0.001, 'MFP-25 (6.3×Ø2.4 mm)', 0.25, null, 25, '编带卷盘'],
  ['YAGEO-MFP-25BRD52-9K1', 9.1e3, 0.001, 'MFP-25 (6.3×Ø2.4 mm)', 0.25, null, 25, '编带卷盘'],
  ['YAGEO-MFP-25BRD52-120R', 120, 0.001, 'MFP-25 (6.3×Ø2.4 mm)', 0.25, null, 25, '编带卷盘'],
  // YAGEO MF0 204 (0.4 W) / 207 (0.6 W) F T (tape on box) E (±50 ppm/°C) 52-: the approval sheet's example
  // MF0207FTE52-100R and the real MF0204FTE52-10K, -6K8, -3K16 (E96), MF0207FTE52-100K, -2K2
  ['YAGEO-MF0207FTE52-100R', 100, 0.01, 'MF0207 (DIN 0207)', 0.6, 300, 50, '编带盒装'],
  ['YAGEO-MF0207FTE52-100K', 100e3, 0.01, 'MF0207 (DIN 0207)', 0.6, 300, 50, '编带盒装'],
  ['YAGEO-MF0207FTE52-2K2', 2.2e3, 0.01, 'MF0207 (DIN 0207)', 0.6, 300, 50, '编带盒装'],
  ['YAGEO-MF0204FTE52-10K', 10e3, 0.01, 'MF0204 (DIN 0204)', 0.4, 200, 50, '编带盒装'],
  ['YAGEO-MF0204FTE52-6K8', 6.8e3, 0.01, 'MF0204 (DIN 0204)', 0.4, 200, 50, '编带盒装'],
  ['YAGEO-MF0204FTE52-3K16', 3.16e3, 0.01, 'MF0204 (DIN 0204)', 0.4, 200, 50, '编带盒装'],
  // Vishay Beyschlag MBB 0207 / MBA 0204 / MBE 0414, variant 0, C ±50 ppm/K, value, F ±1 %, packaging, 00
  ['VISHAY-MBB02070C1001FCT00', 1e3, 0.01, 'MBB 0207 (DIN 0207)', 0.6, 350, 50, 'CT'],
  ['VISHAY-MBB02070C1004FRP00', 1e6, 0.01, 'MBB 0207 (DIN 0207)', 0.6, 350, 50, 'RP'],
  ['VISHAY-MBB02070C5600FCT00', 560, 0.01, 'MBB 0207 (DIN 0207)', 0.6, 350, 50, 'CT'],
  ['VISHAY-MBB02070C1100FCT00', 110, 0.01, 'MBB 0207 (DIN 0207)', 0.6, 350, 50, 'CT'],
  ['VISHAY-MBB02070C1009FCT00', 10, 0.01, 'MBB 0207 (DIN 0207)', 0.6, 350, 50, 'CT'],
  ['VISHAY-MBA02040C5119FRP00', 51.1, 0.01, 'MBA 0204 (DIN 0204)', 0.4, 200, 50, 'RP'],
  ['VISHAY-MBE04140C2201FC100', 2.2e3, 0.01, 'MBE 0414 (DIN 0414)', 1, 500, 50, 'C1'],
  ['VISHAY-MBE04140C3300FC100', 330, 0.01, 'MBE 0414 (DIN 0414)', 1, 500, 50, 'C1'],
  ['VISHAY-MBE04140C1001FC100', 1e3, 0.01, 'MBE 0414 (DIN 0414)', 1, 500, 50, 'C1'],
  // forming 26 (26 mm) of the small bodies: MFR25SFTE26-3K9, MFR25SFTF26-12K, CFR25SJT-26-10K
  ['YAGEO-MFR25SFTE26-3K9', 3.9e3, 0.01, 'MFR25S (3.4×Ø1.9 mm)', 0.25, 250, 50, '成型 26'],
  ['YAGEO-MFR25SFTF26-12K', 12e3, 0.01, 'MFR25S (3.4×Ø1.9 mm)', 0.25, 250, 100, '成型 26'],
  ['YAGEO-CFR25SJT-26-10K', 10e3, 0.05, 'CFR25S (3.4×Ø1.9 mm)', 0.25, 200, null, '成型 26'],
  // Vishay MBB/SMA 0207 precision: D ±25 ppm/K, B ±0.1 %, CT / C1 (MBB02070D4072BCT00 = 40.7 kΩ)
  ['VISHAY-MBB02070D4072BCT00', 40.7e3, 0.001, 'MBB 0207 (DIN 0207)', 0.4, 350, 25, 'CT'],
  ['VISHAY-MBB02070D1002CC100', 10e3, 0.0025, 'MBB 0207 (DIN 0207)', 0.4, 350, 25, 'C1'],
  // KOA MF: the datasheet's MF1/4DCT52A1002F and the real MFS1/4DCT52R5361F ('/' dropped in the code)
  ['KOA-MF14DCT52A1002F', 10e3, 0.01, 'MF1/4 (6.3×Ø2.3 mm)', 0.25, null, 100, '52 mm'],
  ['KOA-MFS14DCT52R5361F', 5.36e3, 0.01, 'MFS1/4 (3.2×Ø1.7 mm)', 0.25, null, 100, '卷盘'],
  ['KOA-MF14CCT26A2214D', 2.21e6, 0.005, 'MF1/4 (6.3×Ø2.3 mm)', 0.25, null, 50, '26 mm'],
  ['KOA-MFS14CCT52A49R9D', 49.9, 0.005, 'MFS1/4 (3.2×Ø1.7 mm)', 0.25, null, 50, '52 mm'],
  // KOA MFS1/2 (0.5 W): D 10 Ω–1 MΩ, F and G 10 Ω–2.2 MΩ (G: 3-digit value code)
  ['KOA-MFS12CCT52A1002F', 10e3, 0.01, 'MFS1/2 (6.3×Ø2.3 mm)', 0.5, null, 50, '52 mm'],
  ['KOA-MFS12DCT26A225G', 2.2e6, 0.02, 'MFS1/2 (6.3×Ø2.3 mm)', 0.5, null, 100, '26 mm'],
  ['KOA-MFS12CCT52A1004D', 1e6, 0.005, 'MFS1/2 (6.3×Ø2.3 mm)', 0.5, null, 50, '52 mm'],
  // YAGEO FMP: FMP100JR-52-150R, FMP100JR-52-3R, FMP200JR-52-1K8, FMP300JR-52-100R, FMP200FRF52-10K
  ['YAGEO-FMP100JR-52-150R', 150, 0.05, 'FMP100 (6.3×Ø2.4 mm)', 1, 350, null, '卷盘'],
  ['YAGEO-FMP100JR-52-3R', 3, 0.05, 'FMP100 (6.3×Ø2.4 mm)', 1, 350, null, '卷盘'],
  ['YAGEO-FMP200JR-52-1K8', 1.8e3, 0.05, 'FMP200 (9×Ø3.9 mm)', 2, 500, null, '卷盘'],
  ['YAGEO-FMP300JR-52-100R', 100, 0.05, 'FMP300 (15.5×Ø5 mm)', 3, 750, null, '卷盘'],
  ['YAGEO-FMP200FRF52-10K', 10e3, 0.01, 'FMP200 (9×Ø3.9 mm)', 2, 500, 100, '卷盘'],
  // CFR-25JR-1R1 family of the reel code R: 1.1 Ω ±5 % in 52 mm reel taping
  ['YAGEO-CFR-25JR-52-1R1', 1.1, 0.05, 'CFR-25 (6.3×Ø2.4 mm)', 0.25, 250, null, '编带卷盘'],
];

function expectCase(it: Item, [, ohms, tol, size, power, maxV, tcr, pack]: Case): void {
  expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
  expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
  expect(it.params.case_size?.display).toBe(size);
  expect(it.package).toBe(size);
  expect(si(it, 'power')).toBeCloseTo(power, 9);
  if (maxV === null) expect(it.params.max_voltage).toBeUndefined();
  else expect(si(it, 'max_voltage')).toBe(maxV);
  if (tcr === null) expect(it.params.tcr).toBeUndefined();
  else expect(si(it, 'tcr')).toBeCloseTo(tcr * 1e-6, 12);
  expect(it.params.packaging?.display).toContain(pack);
  expect(brandByCode(it.brandCode ?? '')).toBeDefined();
}

describe('MELF part numbers decode to their parameters (Vishay Beyschlag document 28713)', () => {
  for (const c of MELF_CASES)
    it(`${c[0]}: ${c[3]}, ${c[1]} Ω ±${c[2] * 100} %`, () => {
      const it = itemByCode(c[0]);
      expectCase(it, c);
      expect(it.categoryCode).toBe('comp.passive.resistor.melf');
      expect(it.params.technology?.display).toBe('薄膜');
      expect(it.params.aec_q200?.display).toBe('是');
      expect(it.datasheetUrl).toBe('https://www.vishay.com/doc?28713');
      expect(it.name.startsWith('MELF 电阻')).toBe(true);
    });
});

describe('SMM0204 part numbers decode to their parameters (Vishay Draloric document 20004)', () => {
  for (const c of SMM_CASES)
    it(`${c[0]}: ${c[1]} Ω ±${c[2] * 100} %`, () => {
      const it = itemByCode(c[0]);
      expectCase(it, c);
      expect(it.categoryCode).toBe('comp.passive.resistor.melf');
      expect(it.series).toBe('SMM0204');
      expect(it.datasheetUrl).toBe('https://www.vishay.com/doc?20004');
    });
});

describe('SMM0207 and SMM0102 part numbers decode to their parameters', () => {
  for (const c of SMM_OTHER_CASES)
    it(`${c[0]}: ${c[1]} Ω ±${c[2] * 100} %`, () => {
      const it = itemByCode(c[0]);
      expectCase(it, c);
      expect(it.categoryCode).toBe('comp.passive.resistor.melf');
    });
});

describe('MMA 0204 Precision part numbers decode to their parameters (document 28714)', () => {
  for (const c of MMA_PRECISION_CASES)
    it(`${c[0]}: ${c[1]} Ω ±${c[2] * 100} %`, () => {
      const it = itemByCode(c[0]);
      expectCase(it, c);
      expect(it.series).toBe('MMA 0204 Precision');
      expect(it.datasheetUrl).toBe('https://www.vishay.com/doc?28714');
    });
});

describe('leaded part numbers decode to their parameters (YAGEO MFR, CFR, MFP, MF0; Vishay MBA/MBB/MBE)', () => {
  for (const c of LEADED_CASES)
    it(`${c[0]}: ${c[3]}, ${c[1]} Ω ±${c[2] * 100} %`, () => {
      const it = itemByCode(c[0]);
      expectCase(it, c);
      expect(it.categoryCode).toBe('comp.passive.resistor.leaded');
      expect(it.params.technology?.display).toBe(it.model.startsWith('CFR') ? '碳膜' : '金属膜');
      if (it.brandCode === 'koa') expect(it.params.aec_q200?.display).toBe('是');
      else if (it.brandCode === 'vishay' && !it.series.includes('Precision')) {
        expect(it.params.aec_q200?.display).toBe('是');
        expect(it.datasheetUrl).toBe('https://www.vishay.com/doc?28766');
      } else if (it.brandCode === 'vishay') expect(it.datasheetUrl).toBe('https://www.vishay.com/doc?28767');
      else expect(it.params.aec_q200).toBeUndefined();
      expect(it.name.startsWith('插件电阻')).toBe(true);
    });
});

describe('Beyschlag value code', () => {
  it('three figures and a multiplier digit (9 = ×0.1, 8 = ×0.01, 7 = ×0.001)', () => {
    expect(beyschlagValueCode(10e3)).toBe('1002');
    expect(beyschlagValueCode(10)).toBe('1009');
    expect(beyschlagValueCode(27)).toBe('2709');
    expect(beyschlagValueCode(4.99)).toBe('4998');
    expect(beyschlagValueCode(0.47)).toBe('4707');
    expect(beyschlagValueCode(2.21e6)).toBe('2214');
    expect(beyschlagValueCode(182)).toBe('1820');
  });
});

describe('combinations outside the sources (or narrowed out) are absent', () => {
  const absent: Array<[string, string]> = [
    ['VISHAY-MMA02040C2214FB300', '2.21 MΩ is real but above the range taken (10 Ω–332 kΩ)'],
    ['VISHAY-MMA02040C4707JB000', '0.47 Ω is real but below the 10 Ω end taken'],
    ['VISHAY-MMB02070C1001FB000', 'B0 taken for MMA 0204 only'],
    ['VISHAY-MMA02040C4998FB300', '4.99 Ω is below the 10 Ω lower end taken'],
    ['VISHAY-MMU01020C2493FB300', '249 kΩ is above the MMU 221 kΩ end taken'],
    ['VISHAY-MMB02070C1005FB200', '10 MΩ is above the MMB 1 MΩ end taken'],
    ['VISHAY-MMA02040D1002FB300', 'T.C.R. D (±25 ppm/K) not taken'],
    ['VISHAY-MMA02040C1002DB300', '±0.5 % not taken'],
    ['VISHAY-MMB02070C1002FB300', 'MMB 0207 takes B2, not B3'],
    ['VISHAY-MMA02040C1002FB200', 'MMA 0204 takes B3, not B2'],
    ['VISHAY-MMA02040C1021JB300', '±5 % takes E24 values only (1.02 kΩ is E96)'],
    ['VISHAY-SMM02040E4229BB300', '±15 ppm/K ±0.1 % starts at 43 Ω (42.2 Ω absent)'],
    ['VISHAY-SMM02040E2263BB300', '±15 ppm/K ends at 221 kΩ'],
    ['VISHAY-SMM02040D5233BB300', '±25 ppm/K ±0.1 % ends at 511 kΩ'],
    ['VISHAY-SMM02040C1004BB300', '±0.1 % is not offered at ±50 ppm/K'],
    ['VISHAY-SMM02040C8067FB300', '±1 % starts at 0.82 Ω'],
    ['VISHAY-SMM02040C1005DB300', '±0.5 % ends at 1 MΩ'],
    ['VISHAY-SMM02040B1021JB300', '±5 % takes E24 values only'],
    ['VISHAY-SMM02040C1006FB300', '10 MΩ is the end (100 MΩ absent)'],
    ['VISHAY-SMM02040C1002FB200', 'B2 is not an SMM0204 packaging code taken'],
    ['KOA-MFS14CCT52A4874D', 'MFS1/4 ±0.5 % ends at 562 kΩ'],
    ['KOA-MFS14CCT52A1004D', 'MFS1/4 ±0.5 % ends at 562 kΩ (1 MΩ absent)'],
    ['KOA-MFS14CCT52A1024F', 'MFS1/4 ±1 % ends at 1 MΩ'],
    ['KOA-MF14CCT52A2264F', 'MF1/4 ends at 2.21 MΩ'],
    ['KOA-MF14LCT52A1R00F', 'T.C.R. L (±200) not taken'],
    ['VISHAY-MMA02040D4229BB100', 'MMA precision narrowed to 43 Ω and up'],
    ['VISHAY-MMA02040D2263BB100', 'MMA precision narrowed to 221 kΩ'],
    ['VISHAY-MMA02040D1002FB100', 'MMA precision has no ±1 %'],
    ['VISHAY-MMA02040D1002BB300', 'MMA precision takes B1 and A3'],
    ['YAGEO-FMP100FRF52-10K', 'FMP ±1 % taken for FMP200 only'],
    ['YAGEO-FMP100JB-52-10K', 'FMP bulk packing not taken'],
    ['YAGEO-FMP100JR-52-5M1', 'FMP ends at 4.7 MΩ'],
    ['YAGEO-FMP-50JR-52-10K', 'FMP-50 not taken'],
    ['KOA-MFS12CCT52R1002F', 'MFS1/2 on reel not taken'],
    ['KOA-MFS14CCT52A103G', '±2 % is not offered for MFS1/4'],
    ['KOA-MF14CCT52A103G', '±2 % is not offered for MF1/4 (T.C.R. C)'],
    ['KOA-MFS12CCT52A1024D', 'MFS1/2 ±0.5 % ends at 1 MΩ'],
    ['KOA-MFS12CCT52A2214F', 'MFS1/2 ±1 % ends at 2.2 MΩ'],
    ['KOA-MF14DCT26R1002F', 'T26 on reel not taken'],
    ['KOA-MF12DCT52A1002F', 'MF1/2 not taken'],
    ['KOA-MF1/4DCT52A1002F', "item codes drop the '/'"],
    ['VISHAY-SMM02070B1008JBP00', 'SMM0207 ±5 % only 0.16–0.91 Ω'],
    ['VISHAY-SMM02070C1012DBP00', 'SMM0207 ±0.5 % takes E24/E96 only (1.01 kΩ is E192)'],
    ['VISHAY-SMM02070C2264DBP00', 'SMM0207 ±0.5 % ends at 2.21 MΩ'],
    ['VISHAY-SMM02070C1009FB300', 'SMM0207 takes BP only'],
    ['VISHAY-SMM01020C1002BB300', 'SMM0102 ±0.1 % not taken'],
    ['VISHAY-SMM01020C2264FB300', 'SMM0102 ends at 2.21 MΩ'],
    ['YAGEO-MFR-25FBE52-1R', 'MFR ±50 ppm/°C below 10 Ω not taken'],
    ['YAGEO-MFR-25FBE52-1M1', 'MFR ±50 ppm/°C above 1 MΩ not taken'],
    ['YAGEO-MFR-25FBF52-4M99', 'MFR above 4.7 MΩ not in the current range'],
    ['YAGEO-MFR-25FBF52-0R91', 'MFR below 1 Ω not in the range'],
    ['YAGEO-MFR-25JBF52-10K', 'MFR ±5 % not taken'],
    ['YAGEO-MFR-25FBD52-10K', 'MFR T.C.R. D not taken'],
    ['YAGEO-MFR-50FBF52-10K', 'MFR-50 with T.C.R. F not taken (no real part number seen)'],
    ['YAGEO-MFR-12FTE52-10K', 'MFR-12 with T.C.R. E not taken (no real part number seen)'],
    ['YAGEO-MFR100FTF52-10K', 'MFR100 not taken'],
    ['YAGEO-MFR-12FTF26-10K', '26 mm forming only for MFR25S'],
    ['YAGEO-CFR-12JT-26-10K', '26 mm forming only for CFR25S'],
    ['YAGEO-MFR-25FBF26-10K', '26 mm forming not taken'],
    ['YAGEO-CFR-25JB-52-10K2', 'CFR takes E24 values only'],
    ['YAGEO-CFR-25JB-52-11M', 'CFR above 10 MΩ not in the range'],
    ['YAGEO-CFR-25JB-52-0R', 'zero ohm item not taken'],
    ['YAGEO-CFR100JB-52-10K', 'CFR100 not taken'],
    ['YAGEO-CFR-25JB-73-10K', '73 mm forming not taken'],
    ['YAGEO-CFR-25FB-52-10K', 'CFR has no ±1 % code'],
    ['YAGEO-MFP-25BRD52-1M1', 'MFP above 1 MΩ not in the range'],
    ['YAGEO-MFP-25BRD52-9R1', 'MFP below 10 Ω not in the range'],
    ['YAGEO-MFP-25BRB52-10K', 'MFP ±10 ppm/°C (on request) not taken'],
    ['YAGEO-MFP-25WRD52-10K', 'MFP ±0.05 % (on request) not taken'],
    ['YAGEO-MFP-12BRD52-10K', 'MFP-12 not taken'],
    ['YAGEO-MF0207FTD52-100R', 'MF0 T.C.R. D not taken'],
    ['YAGEO-MF0207FTE26-100R', 'MF0 26 mm forming not taken'],
    ['YAGEO-MF0207JTE52-100R', 'MF0 is a ±1 % series'],
    ['VISHAY-MBB02070C1005FCT00', '10 MΩ is real but above the 1 MΩ end taken'],
    ['VISHAY-MBA02040C1504FCT00', '1.5 MΩ is real but above the MBA 332 kΩ end taken'],
    ['VISHAY-MBB02070C3008FCT00', '3 Ω is real but below the 10 Ω end taken'],
    ['VISHAY-MBE04140C2201FCT00', 'MBE takes C1, not CT'],
    ['VISHAY-MBB02070C2201FC100', 'MBB takes CT and RP, not C1'],
    ['VISHAY-MBB02070D1001FCT00', 'T.C.R. D with ±1 % not taken for MBB'],
    ['VISHAY-MBB02070D2709BC100', '27 Ω is real but below the 43 Ω end taken for the precision series'],
    ['VISHAY-MBB02070E1002BCT00', '±15 ppm/K not taken'],
    ['VISHAY-MBB02070D1002BRP00', 'precision MBB takes CT and C1'],
  ];
  for (const [code, why] of absent)
    it(`${code}: ${why}`, () => {
      expect(byCode.has(code), code).toBe(false);
    });
  it('49.9 Ω (4999) is present: 10 Ω and up', () => {
    expect(byCode.has('VISHAY-MMA02040C4999FB300')).toBe(true);
  });
});

describe('MELF and leaded families', () => {
  it('are registered as extension families with unique codes', () => {
    expect(ownFamilies.map((f) => f.id).sort()).toEqual([...OWN_IDS].sort());
    for (const f of ownFamilies) expect(f.extension, f.id).toBe(true);
    expect(byCode.size).toBe(total);
    console.log(
      'MELF / leaded families:',
      ownFamilies.map((f) => `${f.id} ${f.count()}`),
      `total ${total}`,
    );
  });
  it('every item fits a leaf category that declares its parameters', () => {
    for (const it of byCode.values()) {
      expect(isLeaf(it.categoryCode), it.code).toBe(true);
      const cat = categoryByCode(it.categoryCode);
      const defs = new Map((cat?.params ?? []).map((p) => [p.key, p]));
      for (const [key, v] of Object.entries(it.params)) {
        const def = defs.get(key);
        expect(def, `${it.code} ${key}`).toBeDefined();
        if (def?.type === 'enum') expect(def.options, `${it.code} ${key}`).toContain(v.display);
      }
      for (const p of cat?.params ?? [])
        if (p.required) expect(it.params[p.key], `${it.code} ${p.key}`).toBeDefined();
      expect(it.lifecycle).toBe('active');
    }
  });
  it('SMM0204: the ratings table rows × 2 packaging codes', () => {
    const smm = [...byCode.keys()].filter((c) => c.startsWith('VISHAY-SMM0204'));
    const rows: Array<[Parameters<typeof valuesInRange>[0], number, number]> = [
      ['E24+E192', 43, 221e3],
      ['E24+E192', 22, 221e3],
      ['E24+E192', 10, 221e3],
      ['E24+E192', 43, 511e3],
      ['E24+E192', 22, 511e3],
      ['E24+E192', 10, 1e6],
      ['E24+E192', 10, 1e6],
      ['E24+E96', 0.82, 10e6],
      [E24, 0.22, 10e6],
    ];
    expect(smm).toHaveLength(2 * rows.reduce((n, [s, a, b]) => n + valuesInRange(s, a, b).length, 0));
  });
  it('MELF: ±1 % E24+E96 and ±5 % E24 from 10 Ω, per size', () => {
    const count = (re: RegExp) => [...byCode.keys()].filter((c) => re.test(c)).length;
    // MMB 10 Ω–1 MΩ: E24 ∪ E96 (114 mantissas a decade), 5 decades + 1 MΩ
    expect(E24_E96).toHaveLength(114);
    expect(count(/^VISHAY-MMB.*FB200$/)).toBe(5 * 114 + 1);
    expect(count(/^VISHAY-MMB.*JB200$/)).toBe(5 * 24 + 1);
    expect(count(/^VISHAY-MMA02040C/)).toBe(2 * count(/^VISHAY-MMA.*B300$/)); // MMA takes B3 and B0
    // MMU 10 Ω–221 kΩ (the stability-class range), B3 only: ±1 % E24 ∪ E96 and ±5 % E24 in that range
    expect(count(/^VISHAY-MMU/)).toBe(
      valuesInRange(E24_E96, 10, 221e3).length + valuesInRange(E24, 10, 221e3).length,
    );
  });
  it('CFR: (6 styles with 52 mm + CFR25S with 26 mm) × 2 tolerances × 3 packings × E24 1 Ω–10 MΩ', () => {
    const cfr = [...byCode.values()].filter((x) => x.model.startsWith('CFR'));
    expect(cfr).toHaveLength(7 * 2 * 3 * (7 * 24 + 1));
  });
  it('MFP-25: 2 tolerances × 2 T.C.R. × 3 packings × E24+E192 10 Ω–1 MΩ', () => {
    const mfp = [...byCode.values()].filter((x) => x.model.startsWith('MFP'));
    expect(mfp).toHaveLength(2 * 2 * 3 * (5 * 205 + 1));
  });
  it('MFR: style × T.C.R. × forming (E 6, F 5) × 3 packings; E 10 Ω–1 MΩ, F 1 Ω–4.7 MΩ (E24+E96)', () => {
    const mfr = [...byCode.values()].filter((x) => x.model.startsWith('MFR'));
    const fValues = valuesInRange('E24+E96', 1, 4.7e6).length;
    expect(mfr).toHaveLength(6 * 3 * (5 * 114 + 1) + 5 * 3 * fValues);
  });
});
