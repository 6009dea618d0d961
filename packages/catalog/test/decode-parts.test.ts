// Diode, transistor, MOSFET, crystal, regulator and header part numbers decoded by their makers' ordering codes
// (decode-discretes.ts, decode-mosfets.ts, decode-crystals.ts, decode-regulators.ts, decode-connectors.ts; issue
// 15: a part number the catalogue lacks still tells its parameters), checked against every item of the catalogue
// that the same codes name.
import { describe, expect, it } from 'vitest';
import { type DecodedPart, decodePartNumber, families } from '../src/index.ts';

const shown = (d: DecodedPart | null) =>
  d && Object.fromEntries(Object.entries(d.params).map(([k, v]) => [k, v.display]));

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

  it('numbers the catalogue lacks: Schottky and rectifier voltages, BAT54 configurations, hFE groups', () => {
    expect(shown(decodePartNumber('SS110'))).toMatchObject({ vrrm: '100 V', if_avg: '1 A' });
    expect(decodePartNumber('SS110')?.package).toBe('SMA (DO-214AC)');
    expect(shown(decodePartNumber('SS310'))).toMatchObject({ vrrm: '100 V', if_avg: '3 A' });
    expect(decodePartNumber('SS310')?.package).toBe('SMC (DO-214AB)');
    expect(shown(decodePartNumber('SS14-E3/5AT'))).toMatchObject({
      vrrm: '40 V',
      diode_type: '肖特基二极管',
    });
    expect(shown(decodePartNumber('1N4007-T'))).toMatchObject({ vrrm: '1000 V', if_avg: '1 A' });
    expect(decodePartNumber('1N4004-E3/54')?.brandCode).toBe('vishay');
    expect(shown(decodePartNumber('BAT54CW,115'))).toMatchObject({ configuration: '双管共阴', vrrm: '30 V' });
    expect(decodePartNumber('BAT54SWT1G')?.package).toBe('SOT-323');
    expect(decodePartNumber('1N4148WS-7-F')?.package).toBe('SOD-323');
    expect(decodePartNumber('1N4148WT-7')?.package).toBe('SOD-523');
    const bc = decodePartNumber('BC847C,215');
    expect(shown(bc)).toMatchObject({
      polarity: 'NPN',
      vceo: '45 V',
      ic: '100 mA',
      hfe_group: 'C (420–800)',
    });
    expect(bc?.names?.hfe_group).toBe('hFE 分档');
    expect(shown(decodePartNumber('BC857BW,115'))).toMatchObject({ polarity: 'PNP', vceo: '45 V' });
    expect(decodePartNumber('BC857BW,115')?.package).toBe('SOT-323');
    expect(shown(decodePartNumber('BC817-25LT1G'))).toMatchObject({
      ic: '500 mA',
      hfe_group: '-25 (160–400)',
    });
    expect(shown(decodePartNumber('BC808-40W,115'))).toMatchObject({ polarity: 'PNP', vceo: '25 V' });
    // onsemi MMBT: the 13-inch reel of the catalogue's LT1G part
    expect(shown(decodePartNumber('MMBT3904LT3G'))).toMatchObject({
      polarity: 'NPN',
      vceo: '40 V',
      ic: '200 mA',
    });
    expect(decodePartNumber('MMBT3904LT3G')?.names?.reel).toBe('包装');
  });

  it('MOSFETs the catalogue lacks: Infineon type names, BUK, 2N7002 and Diodes / IR packing codes', () => {
    const bsc = decodePartNumber('BSC030P03NS3G');
    expect(shown(bsc)).toMatchObject({ channel: 'P沟道', vds: '30 V', rds_on: '3 mΩ' });
    expect(bsc?.package).toBe('TDSON-8-1');
    expect(shown(decodePartNumber('BSC016N06NS'))).toMatchObject({ vds: '60 V', rds_on: '1.6 mΩ' });
    expect(shown(decodePartNumber('IPD60R3K3C6'))).toMatchObject({ vds: '600 V', rds_on: '3.3 Ω' });
    expect(decodePartNumber('IPD60R3K3C6')?.package).toBe('DPAK');
    expect(shown(decodePartNumber('BUK7M6R3-40E'))).toMatchObject({ vds: '40 V', rds_on: '6.3 mΩ' });
    // a logic-level BUK9 names its 5 V RDS(on): not read
    expect(shown(decodePartNumber('BUK9M24-60EX'))?.rds_on).toBeUndefined();
    expect(shown(decodePartNumber('2N7002LT3G'))).toMatchObject({
      vds: '60 V',
      id: '115 mA',
      packing: '13 英寸卷盘',
    });
    expect(decodePartNumber('2N7002,235')?.brandCode).toBe('nexperia');
    const k = decodePartNumber('2N7002KQ-13');
    expect(shown(k)).toMatchObject({ id: '380 mA', grade: '汽车级 (AEC-Q101)' });
    expect(k?.names?.grade).toBe('等级');
    expect(shown(decodePartNumber('DMG3414U-7'))).toMatchObject({
      channel: 'N沟道',
      vds: '20 V',
      id: '4.2 A',
    });
    expect(shown(decodePartNumber('IRLML6401TRPBF'))).toMatchObject({ channel: 'P沟道', vds: '12 V' });
  });

  it('TI NexFET T (7-inch reel of 250) and Vishay -T1-GE3 ordering codes read against the base row', () => {
    const ti = decodePartNumber('csd18540q5bt');
    expect(shown(ti)).toMatchObject({ vds: '60 V', id: '100 A', packing: '7 英寸卷盘 250 只' });
    expect(ti?.series).toBe('CSD18540Q5B');
    expect(decodePartNumber('CSD18509Q5BT')?.brandCode).toBe('ti');
    expect(shown(decodePartNumber('CSD17313Q2T'))).toMatchObject({
      vds: '30 V',
      packing: '7 英寸卷盘 250 只',
    });
    expect(shown(decodePartNumber('SI4162DY-T1-GE3'))).toMatchObject({ channel: 'N沟道', vds: '30 V' });
    const si = decodePartNumber('Si2319CDS-T1-GE3');
    expect(shown(si)).toMatchObject({
      channel: 'P沟道',
      vds: '40 V',
      id: '4.4 A',
      packing: '编带, 无铅无卤',
    });
    expect(si?.names?.packing).toBe('包装');
    // the base parts are catalogue items; CSD16415Q5's datasheet lists no T, Si2319CDS's no -T1-E3
    for (const mpn of [
      'CSD18540Q5B',
      'Si2319CDS',
      'CSD16415Q5T',
      'Si2319CDS-T1-E3',
      'CSD18540Q5BX',
      'AO3400A',
    ])
      expect(decodePartNumber(mpn), mpn).toBeNull();
  });

  it('crystals the catalogue lacks: TXC 7M, Epson FC-135, NDK NX3225GA / NX2016SA, Abracon ABM8', () => {
    expect(shown(decodePartNumber('7M12000001'))).toMatchObject({
      frequency: '12 MHz',
      case_size: '3.2×2.5 mm',
    });
    expect(shown(decodePartNumber('7M08000010'))).toMatchObject({ frequency: '8 MHz' });
    expect(shown(decodePartNumber('Q13FC1350000200'))).toMatchObject({ frequency: '32.768 kHz' });
    expect(decodePartNumber('NX2016SA-32MHZ-EXS00A-CS06891')?.package).toBe('SMD2016-4P');
    expect(shown(decodePartNumber('NX3225GA-16.000MHZ-STD-CRG-2'))).toMatchObject({ frequency: '16 MHz' });
    const abm = decodePartNumber('ABM8-16.000MHZ-10-1-U-T');
    expect(shown(abm)).toMatchObject({ frequency: '16 MHz', load_capacitance: '10 pF' });
    expect(abm?.names?.packing).toBe('包装');
    // B2 is a letter code, not a load capacitance in pF
    expect(shown(decodePartNumber('ABM8-12.000MHZ-B2-T'))?.load_capacitance).toBeUndefined();
  });

  it('regulators and headers the catalogue lacks: ME6211C50M5G, LM317DCYR, LM317LZG, S16B-PH-K-S', () => {
    expect(shown(decodePartNumber('ME6211C50M5G'))).toMatchObject({ vout: '5 V', output_type: '固定' });
    expect(shown(decodePartNumber('ME6211C15M5G'))).toMatchObject({ vout: '1.5 V', iout: '500 mA' });
    expect(decodePartNumber('LM317DCYR')?.package).toBe('SOT-223');
    expect(shown(decodePartNumber('LM317LZG'))).toMatchObject({ output_type: '可调', iout: '100 mA' });
    expect(shown(decodePartNumber('AMS1117CS-2.85'))).toMatchObject({ vout: '2.85 V' });
    expect(shown(decodePartNumber('AMS1117CD'))).toMatchObject({ output_type: '可调' });
    const ph = decodePartNumber('S12B-PH-SM4-TB');
    expect(shown(ph)).toMatchObject({
      pitch: '2 mm',
      positions: '12',
      mounting: '贴片',
      orientation: '卧式 (侧面插入)',
    });
    expect(shown(decodePartNumber('53048-1210'))).toMatchObject({ pitch: '1.25 mm', positions: '12' });
    expect(decodePartNumber('b4b-xh-a')?.package).toBe('直插 4P');
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
