// Diode, transistor, MOSFET, crystal, regulator and header part numbers decoded by their makers' ordering codes
// (decode-discretes.ts, decode-mosfets.ts, decode-crystals.ts, decode-regulators.ts, decode-connectors.ts; issue
// 15: a part number the catalogue lacks still tells its parameters), checked against every item of the catalogue
// that the same codes name.
import { describe, expect, it } from 'vitest';
import { type DecodedPart, decodePartNumber, families } from '../src/index.ts';

const shown = (d: DecodedPart | null) =>
  d && Object.fromEntries(Object.entries(d.params).map(([k, v]) => [k, v.display]));

/** What a part number the catalogue lacks must read as: shown parameters, package, maker, series, names. */
interface Read {
  params?: Record<string, string>;
  package?: string;
  brandCode?: string;
  series?: string;
  names?: Record<string, string>;
  /** parameters the code does not define: not read */
  unread?: string[];
}

const LACKED: [string, Read][] = [
  // Schottky and rectifier voltages, BAT54 configurations, hFE groups
  ['SS110', { params: { vrrm: '100 V', if_avg: '1 A' }, package: 'SMA (DO-214AC)' }],
  ['SS310', { params: { vrrm: '100 V', if_avg: '3 A' }, package: 'SMC (DO-214AB)' }],
  ['SS14-E3/5AT', { params: { vrrm: '40 V', diode_type: '肖特基二极管' } }],
  ['1N4007-T', { params: { vrrm: '1000 V', if_avg: '1 A' } }],
  ['1N4004-E3/54', { brandCode: 'vishay' }],
  ['BAT54CW,115', { params: { configuration: '双管共阴', vrrm: '30 V' } }],
  ['BAT54SWT1G', { package: 'SOT-323' }],
  ['1N4148WS-7-F', { package: 'SOD-323' }],
  ['1N4148WT-7', { package: 'SOD-523' }],
  [
    'BC847C,215',
    {
      params: { polarity: 'NPN', vceo: '45 V', ic: '100 mA', hfe_group: 'C (420–800)' },
      names: { hfe_group: 'hFE 分档' },
    },
  ],
  ['BC857BW,115', { params: { polarity: 'PNP', vceo: '45 V' }, package: 'SOT-323' }],
  ['BC817-25LT1G', { params: { ic: '500 mA', hfe_group: '-25 (160–400)' } }],
  ['BC808-40W,115', { params: { polarity: 'PNP', vceo: '25 V' } }],
  // onsemi MMBT: the 13-inch reel of the catalogue's LT1G part
  ['MMBT3904LT3G', { params: { polarity: 'NPN', vceo: '40 V', ic: '200 mA' }, names: { reel: '包装' } }],
  // MOSFETs: Infineon type names, BUK, 2N7002 and Diodes / IR packing codes
  ['BSC030P03NS3G', { params: { channel: 'P沟道', vds: '30 V', rds_on: '3 mΩ' }, package: 'TDSON-8-1' }],
  ['BSC016N06NS', { params: { vds: '60 V', rds_on: '1.6 mΩ' } }],
  ['IPD60R3K3C6', { params: { vds: '600 V', rds_on: '3.3 Ω' }, package: 'DPAK' }],
  ['BUK7M6R3-40E', { params: { vds: '40 V', rds_on: '6.3 mΩ' } }],
  // a logic-level BUK9 names its 5 V RDS(on): not read
  ['BUK9M24-60EX', { unread: ['rds_on'] }],
  ['2N7002LT3G', { params: { vds: '60 V', id: '115 mA', packing: '13 英寸卷盘' } }],
  ['2N7002,235', { brandCode: 'nexperia' }],
  ['2N7002KQ-13', { params: { id: '380 mA', grade: '汽车级 (AEC-Q101)' }, names: { grade: '等级' } }],
  ['DMG3414U-7', { params: { channel: 'N沟道', vds: '20 V', id: '4.2 A' } }],
  ['IRLML6401TRPBF', { params: { channel: 'P沟道', vds: '12 V' } }],
  // TI NexFET T (7-inch reel of 250) and Vishay -T1-GE3 ordering codes read against the base row
  [
    'csd18540q5bt',
    { params: { vds: '60 V', id: '100 A', packing: '7 英寸卷盘 250 只' }, series: 'CSD18540Q5B' },
  ],
  ['CSD18509Q5BT', { brandCode: 'ti' }],
  ['CSD17313Q2T', { params: { vds: '30 V', packing: '7 英寸卷盘 250 只' } }],
  ['SI4162DY-T1-GE3', { params: { channel: 'N沟道', vds: '30 V' } }],
  [
    'Si2319CDS-T1-GE3',
    {
      params: { channel: 'P沟道', vds: '40 V', id: '4.4 A', packing: '编带, 无铅无卤' },
      names: { packing: '包装' },
    },
  ],
  // crystals: TXC 7M, Epson FC-135, NDK NX3225GA / NX2016SA, Abracon ABM8
  ['7M12000001', { params: { frequency: '12 MHz', case_size: '3.2×2.5 mm' } }],
  ['7M08000010', { params: { frequency: '8 MHz' } }],
  ['Q13FC1350000200', { params: { frequency: '32.768 kHz' } }],
  ['NX2016SA-32MHZ-EXS00A-CS06891', { package: 'SMD2016-4P' }],
  ['NX3225GA-16.000MHZ-STD-CRG-2', { params: { frequency: '16 MHz' } }],
  [
    'ABM8-16.000MHZ-10-1-U-T',
    { params: { frequency: '16 MHz', load_capacitance: '10 pF' }, names: { packing: '包装' } },
  ],
  // B2 is a letter code, not a load capacitance in pF
  ['ABM8-12.000MHZ-B2-T', { unread: ['load_capacitance'] }],
  // regulators and headers: ME6211C50M5G, LM317DCYR, LM317LZG, S12B-PH-SM4-TB
  ['ME6211C50M5G', { params: { vout: '5 V', output_type: '固定' } }],
  ['ME6211C15M5G', { params: { vout: '1.5 V', iout: '500 mA' } }],
  ['LM317DCYR', { package: 'SOT-223' }],
  ['LM317LZG', { params: { output_type: '可调', iout: '100 mA' } }],
  ['AMS1117CS-2.85', { params: { vout: '2.85 V' } }],
  ['AMS1117CD', { params: { output_type: '可调' } }],
  [
    'S12B-PH-SM4-TB',
    { params: { pitch: '2 mm', positions: '12', mounting: '贴片', orientation: '卧式 (侧面插入)' } },
  ],
  ['53048-1210', { params: { pitch: '1.25 mm', positions: '12' } }],
  ['b4b-xh-a', { package: '直插 4P' }],
];

describe('ordering codes of discretes, MOSFETs, crystals, regulators and wire-to-board headers', () => {
  it('every catalogue item these codes name decodes to its own category, package, brand and parameters', () => {
    let decoded = 0;
    for (const f of families()) {
      for (let i = 0; i < f.count(); i++) {
        const it = f.item(i);
        if (!/^comp\.(discrete|ic\.power|connector|passive\.crystal)/.test(it.categoryCode)) break;
        const d = decodePartNumber(it.model);
        if (!d) continue;
        decoded += 1;
        expect(d.categoryCode, it.model).toBe(it.categoryCode);
        expect(d.package, it.model).toBe(it.package);
        // a type name without a packing suffix names no maker
        if (d.brandCode !== '') expect(d.brandCode, it.model).toBe(it.brandCode);
        for (const [key, v] of Object.entries(d.params)) {
          const held = it.params[key];
          if (held) expect(v.display, `${it.model} ${key}`).toBe(held.display);
        }
      }
    }
    // SS12–SS36, 1N4001G–1N4007G, BAT54*LT1G, BC847B,215, BC817-40,215, AMS1117*, ME6211*, LM317T(G), JST,
    // PicoBlade; Infineon OptiMOS / CoolMOS, Nexperia BUK7M / BUK9M, 2N7002,215, 2N7002LT1G; TXC 7M, FC-135, NX3225GA
    expect(decoded).toBeGreaterThan(280);
  });

  it.each(LACKED)('%s, a number the catalogue lacks, reads as its maker defines', (mpn, want) => {
    const d = decodePartNumber(mpn);
    if (want.params) expect(shown(d), mpn).toMatchObject(want.params);
    if (want.package) expect(d?.package, mpn).toBe(want.package);
    if (want.brandCode) expect(d?.brandCode, mpn).toBe(want.brandCode);
    if (want.series) expect(d?.series, mpn).toBe(want.series);
    for (const [key, name] of Object.entries(want.names ?? {}))
      expect(d?.names?.[key], `${mpn} ${key}`).toBe(name);
    for (const key of want.unread ?? []) expect(shown(d)?.[key], `${mpn} ${key}`).toBeUndefined();
  });

  it('what the codes do not define is not read: wrong letters, counts outside the range, garbage, too long', () => {
    for (const mpn of [
      'SS17',
      'SS38',
      '1N4008',
      'BAT54Q',
      'BAT54CWLT1G',
      'BC846C',
      'BC850A',
      'BC847BW,215',
      'BC817-30',
      'MMBT3904LT2G',
      'MMBT9999LT1G',
      'AMS1117-4.2',
      'ME6211C60M5G',
      'ME6211C33M5',
      'LM317XYZ',
      'B1B-XH-A',
      'B17B-XH-A',
      'B16B-EH-A',
      'B04B-XH-A',
      '53047-0110',
      '53047-1610',
      'BSC000N08NS5',
      'BSC026X08NS5',
      'IPD50R000CE',
      'IPD50R380XX',
      'BUK7M10-45EX',
      '2N7002-7',
      '2N7002KLT1G',
      'DMG9999U-7',
      'DMG3414U-9',
      'IRLML9999TRPBF',
      'CSD99999Q5BT',
      'Si2319CDS-T2-GE3',
      // the base parts are catalogue items; CSD16415Q5's datasheet lists no T, Si2319CDS's no -T1-E3
      'CSD18540Q5B',
      'Si2319CDS',
      'CSD16415Q5T',
      'Si2319CDS-T1-E3',
      'CSD18540Q5BX',
      'AO3400A',
      '7M99000005',
      '7M4000000',
      'Q13FC13500004',
      'NX3225GA-0MHZ-STD-CRG-2',
      'NX3225XX-12MHZ-STD',
      'ABM8-272-T3',
      'ABM8-999.000MHZ-T',
      '%%%',
      '',
      `B2B-XH-A${'A'.repeat(60)}`,
      'A'.repeat(5000),
    ]) {
      expect(decodePartNumber(mpn), mpn).toBeNull();
    }
  });
});
