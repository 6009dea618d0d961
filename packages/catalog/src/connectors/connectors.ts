// Connectors: position counts of real series.
// - JST PH (2.0 mm): B{n}B-PH-K-S (through-hole, top entry), S{n}B-PH-K-S (side entry), PHR-{n} housing;
//   2–16 circuits. JST PH connector catalogue.
// - JST XH (2.5 mm): B{n}B-XH-A (top entry), S{n}B-XH-A (side entry), XHP-{n} housing; 2–16 circuits.
//   JST XH connector catalogue.
// - JST SH (1.0 mm): BM{nn}B-SRSS-TB (SMT top entry), SM{nn}B-SRSS-TB (SMT side entry), SHR-{nn}V-S-B
//   housing; 2–10 circuits listed (a subset of the series). JST SH connector catalogue.
// - Würth Elektronik WR-PHD 2.54 mm pin headers: 6130{nn}11121 single row straight THT (2–40 pins),
//   6120{nn}21621 dual row straight THT (4–80 pins, even). WR-PHD catalogue.
// - Hirose FH12 0.5 mm FPC connectors: FH12-{n}S-0.5SH(55), a subset of the position counts.
// - GCT USB4105-GF-A: USB Type-C receptacle, USB 2.0, 16 positions.

import { componentItem } from '../component-item.ts';
import { DATASHEETS, wePhdDatasheet } from '../datasheets.ts';
import { type Family, tableFamily } from '../family.ts';
import { Kind, type ParamValue } from '../types.ts';
import { count, enumValue, mm, text } from '../values.ts';

export interface Conn {
  brand: string;
  mpn: string;
  category: string;
  name: string;
  series: string;
  pkg: string;
  params: Record<string, ParamValue>;
  description: string;
  datasheet?: string;
}

export const range = (a: number, b: number, step = 1) =>
  Array.from({ length: (b - a) / step + 1 }, (_, i) => a + i * step);

/** JST's catalogue of each series (datasheets.ts says how the addresses were checked). */
const JST_DATASHEET = {
  PH: DATASHEETS.jstPh,
  XH: DATASHEETS.jstXh,
  SH: DATASHEETS.jstSh,
} as const;

function jst(series: 'PH' | 'XH' | 'SH'): Conn[] {
  const pitch = { PH: 2, XH: 2.5, SH: 1 }[series];
  const ns = series === 'SH' ? range(2, 10) : range(2, 16);
  const out: Conn[] = [];
  for (const n of ns) {
    const nn = String(n).padStart(2, '0');
    const parts: Array<[string, string, string, string]> =
      series === 'PH'
        ? [
            [`B${n}B-PH-K-S`, '插座 (针座)', '直插', '立式 (顶部插入)'],
            [`S${n}B-PH-K-S`, '插座 (针座)', '直插', '卧式 (侧面插入)'],
            [`PHR-${n}`, '胶壳', '—', '—'],
          ]
        : series === 'XH'
          ? [
              [`B${n}B-XH-A`, '插座 (针座)', '直插', '立式 (顶部插入)'],
              [`S${n}B-XH-A`, '插座 (针座)', '直插', '卧式 (侧面插入)'],
              [`XHP-${n}`, '胶壳', '—', '—'],
            ]
          : [
              [`BM${nn}B-SRSS-TB`, '插座 (针座)', '贴片', '立式 (顶部插入)'],
              [`SM${nn}B-SRSS-TB`, '插座 (针座)', '贴片', '卧式 (侧面插入)'],
              [`SHR-${nn}V-S-B`, '胶壳', '—', '—'],
            ];
    for (const [mpn, type, mount, orient] of parts) {
      out.push({
        brand: 'jst',
        mpn,
        datasheet: JST_DATASHEET[series],
        category: 'comp.connector.wire-to-board',
        name: `JST ${series} ${pitch}mm ${n}P ${type}${orient !== '—' ? ` ${orient.split(' ')[0]}` : ''}`,
        series: `JST ${series}`,
        pkg: mount === '—' ? '胶壳' : `${mount} ${n}P`,
        params: {
          pitch: mm(pitch),
          positions: count(n),
          part_type: enumValue(type),
          mounting: enumValue(mount),
          orientation: enumValue(orient),
        },
        description: `JST ${series} 系列 ${pitch} mm 间距线对板连接器 ${mpn}，${n} Pin，${type}${mount !== '—' ? `，${mount}，${orient}` : ''}。来源：JST ${series} connector catalogue。`,
      });
    }
  }
  return out;
}

function headers(): Conn[] {
  const single = range(2, 40).map((n): Conn => {
    const mpn = `6130${String(n).padStart(2, '0')}11121`;
    const datasheet = wePhdDatasheet(mpn);
    return {
      brand: 'we',
      mpn,
      ...(datasheet ? { datasheet } : {}),
      category: 'comp.connector.header',
      name: `排针 2.54mm 1×${n}P 直插`,
      series: 'WR-PHD',
      pkg: `THT 1×${n}`,
      params: { pitch: mm(2.54), rows: count(1), positions: count(n), mounting: enumValue('直插') },
      description: `Würth Elektronik WR-PHD 2.54 mm 单排直针排针，1×${n} Pin，直插。来源：WR-PHD catalogue。`,
    };
  });
  const dual = range(4, 80, 2).map(
    (n): Conn => ({
      brand: 'we',
      mpn: `6120${String(n).padStart(2, '0')}21621`,
      category: 'comp.connector.header',
      name: `排针 2.54mm 2×${n / 2}P 直插`,
      series: 'WR-PHD',
      pkg: `THT 2×${n / 2}`,
      params: { pitch: mm(2.54), rows: count(2), positions: count(n), mounting: enumValue('直插') },
      description: `Würth Elektronik WR-PHD 2.54 mm 双排直针排针，2×${n / 2} (${n}) Pin，直插。来源：WR-PHD catalogue。`,
    }),
  );
  return [...single, ...dual];
}

function fpc(): Conn[] {
  return [...range(6, 40, 2), 45, 50].map(
    (n): Conn => ({
      brand: 'hirose',
      mpn: `FH12-${n}S-0.5SH(55)`,
      category: 'comp.connector.fpc',
      name: `FPC连接器 0.5mm ${n}P 卧式贴片`,
      series: 'FH12',
      pkg: `SMT ${n}P`,
      datasheet: DATASHEETS.hiroseFh12,
      params: { pitch: mm(0.5), positions: count(n), contact: text('—') },
      description: `Hirose FH12 系列 0.5 mm 间距 FPC 连接器，${n} Pin，卧式贴片。来源：Hirose FH12 catalogue。`,
    }),
  );
}

function usb(): Conn[] {
  return [
    {
      brand: 'gct',
      mpn: 'USB4105-GF-A',
      datasheet: DATASHEETS.gctUsb4105,
      category: 'comp.connector.usb',
      name: 'USB Type-C 母座 USB 2.0 16P',
      series: 'USB4105',
      pkg: '贴片 + 插件固定脚',
      params: {
        usb_type: text('USB Type-C (USB 2.0)'),
        positions: count(16),
        mounting: enumValue('混装 (贴片+插件)'),
      },
      description:
        'GCT USB4105-GF-A USB Type-C 母座，USB 2.0，16 触点，贴片焊接，插件固定脚。来源：GCT USB4105 datasheet。',
    },
  ];
}

export function connectorFamily(id: string, label: string, rows: () => Conn[]): Family {
  return tableFamily<Conn, undefined>({
    id,
    kind: Kind.component,
    label,
    rows,
    build: (c) =>
      componentItem({
        brandCode: c.brand,
        mpn: c.mpn,
        categoryCode: c.category,
        name: c.name,
        series: c.series,
        description: c.description,
        params: c.params,
        package: c.pkg,
        datasheetUrl: c.datasheet ?? null,
      }),
  });
}

export function connectorFamilies(): Family[] {
  return [
    connectorFamily('conn.jst', '线对板连接器 JST PH/XH/SH', () => [
      ...jst('PH'),
      ...jst('XH'),
      ...jst('SH'),
    ]),
    connectorFamily('conn.header.wr-phd', '排针 WR-PHD', headers),
    connectorFamily('conn.fpc.fh12', 'FPC 连接器 Hirose FH12', fpc),
    connectorFamily('conn.usb-c', 'USB Type-C 母座', usb),
  ];
}
