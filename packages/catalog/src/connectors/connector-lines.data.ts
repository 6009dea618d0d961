// More connector lines engineers search for, drawn only at the default catalogue's size (Family.defaultOnly), so
// that the tests' small catalogues stay as they were. Each line is its maker's ordering code with the position
// counts the maker lists; the header and receptacle ranges are those of KiCad's footprint library
// (kicad-footprints 6.0.11, /usr/share/kicad/footprints: one footprint per orderable part, generated from the
// makers' drawings, whose address each footprint's description cites), checked by the catalogue's tests.
// - JST GH (1.25 mm): BM{nn}B-GHS-TBT (SMT, top entry), SM{nn}B-GHS-TB (SMT, side entry), GHR-{nn}V-S housing;
//   2–15 circuits. JST GH catalogue (eGH.pdf).
// - JST EH (2.5 mm): B{n}B-EH-A (THT, top entry), S{n}B-EH (THT, side entry), EHR-{n} housing; 2–15 circuits.
//   JST EH catalogue (eEH.pdf).
// - JST PH SMT (2.0 mm): B{n}B-PH-SM4-TB (top entry, 2–16), S{n}B-PH-SM4-TB (side entry, 2–15). JST PH
//   catalogue (ePH.pdf). The through-hole PH, XH and SH 2–10 lines are in connectors.ts.
// - JST SH (1.0 mm), beyond connectors.ts's 2–10: BM{nn}B-SRSS-TB 11–15, SM{nn}B-SRSS-TB 11–15 and 20. JST SH
//   catalogue (eSH.pdf).
// - Molex PicoBlade (1.25 mm): 53047-{nn}10 (THT, vertical), 53048-{nn}10 (THT, right angle), 53398-{nn}71
//   (SMT, vertical), 53261-{nn}71 (SMT, right angle), 51021-{nn}00 receptacle housing; 2–15 circuits. Molex
//   sales drawings 530470610_sd, 530480210_sd, 533980271_sd, 532610271_sd.
// - USB Type-C receptacles (KiCad Connector_USB footprints; contact count = the footprint's contact pads):
//   Korean Hroparts TYPE-C-31-M-12 (USB 2.0 and PD, 16 contacts, SMT with through-hole shell legs), Molex
//   105450-0101 (USB 3.x, 24 contacts, SMT with through-hole shell legs, right angle), Amphenol 12401610E4#2A
//   (24 contacts, SMT, right angle), JAE DX07S024WJ3R400 (24 contacts, SMT, vertical), XKB U262-161N-4BVC11
//   (16 contacts, SMT, right angle).

import { DATASHEETS } from '../datasheets.ts';
import type { Family } from '../family.ts';
import type { ParamValue } from '../types.ts';
import { count, enumValue, mm, text } from '../values.ts';
import { type Conn, connectorFamily, range } from './connectors.ts';

const TOP = '立式 (顶部插入)';
const SIDE = '卧式 (侧面插入)';

/** One orderable part of a line: its code for n positions, what it is, how it mounts and faces. */
interface LinePart {
  mpn: (n: number) => string;
  ns: number[];
  type: '插座 (针座)' | '胶壳';
  mount: '直插' | '贴片' | '—';
  orient: typeof TOP | typeof SIDE | '—';
  /** The part's own drawing, where it has one apart from the line's. */
  datasheet?: string;
}

interface Line {
  brand: string;
  series: string;
  pitch: number;
  datasheet?: string;
  parts: LinePart[];
}

const nn = (n: number) => String(n).padStart(2, '0');

const LINES: Line[] = [
  {
    brand: 'jst',
    series: 'JST GH',
    pitch: 1.25,
    datasheet: DATASHEETS.jstGh,
    parts: [
      {
        mpn: (n) => `BM${nn(n)}B-GHS-TBT`,
        ns: range(2, 15),
        type: '插座 (针座)',
        mount: '贴片',
        orient: TOP,
      },
      {
        mpn: (n) => `SM${nn(n)}B-GHS-TB`,
        ns: range(2, 15),
        type: '插座 (针座)',
        mount: '贴片',
        orient: SIDE,
      },
      { mpn: (n) => `GHR-${nn(n)}V-S`, ns: range(2, 15), type: '胶壳', mount: '—', orient: '—' },
    ],
  },
  {
    brand: 'jst',
    series: 'JST EH',
    pitch: 2.5,
    datasheet: DATASHEETS.jstEh,
    parts: [
      { mpn: (n) => `B${n}B-EH-A`, ns: range(2, 15), type: '插座 (针座)', mount: '直插', orient: TOP },
      { mpn: (n) => `S${n}B-EH`, ns: range(2, 15), type: '插座 (针座)', mount: '直插', orient: SIDE },
      { mpn: (n) => `EHR-${n}`, ns: range(2, 15), type: '胶壳', mount: '—', orient: '—' },
    ],
  },
  {
    brand: 'jst',
    series: 'JST PH',
    pitch: 2,
    datasheet: DATASHEETS.jstPh,
    parts: [
      { mpn: (n) => `B${n}B-PH-SM4-TB`, ns: range(2, 16), type: '插座 (针座)', mount: '贴片', orient: TOP },
      { mpn: (n) => `S${n}B-PH-SM4-TB`, ns: range(2, 15), type: '插座 (针座)', mount: '贴片', orient: SIDE },
    ],
  },
  {
    brand: 'jst',
    series: 'JST SH',
    pitch: 1,
    datasheet: DATASHEETS.jstSh,
    parts: [
      {
        mpn: (n) => `BM${nn(n)}B-SRSS-TB`,
        ns: range(11, 15),
        type: '插座 (针座)',
        mount: '贴片',
        orient: TOP,
      },
      {
        mpn: (n) => `SM${nn(n)}B-SRSS-TB`,
        ns: [...range(11, 15), 20],
        type: '插座 (针座)',
        mount: '贴片',
        orient: SIDE,
      },
    ],
  },
  {
    brand: 'molex',
    series: 'Molex PicoBlade',
    pitch: 1.25,
    parts: [
      {
        datasheet: DATASHEETS.molex53047,
        mpn: (n) => `53047-${nn(n)}10`,
        ns: range(2, 15),
        type: '插座 (针座)',
        mount: '直插',
        orient: TOP,
      },
      {
        datasheet: DATASHEETS.molex53048,
        mpn: (n) => `53048-${nn(n)}10`,
        ns: range(2, 15),
        type: '插座 (针座)',
        mount: '直插',
        orient: SIDE,
      },
      {
        datasheet: DATASHEETS.molex53398,
        mpn: (n) => `53398-${nn(n)}71`,
        ns: range(2, 15),
        type: '插座 (针座)',
        mount: '贴片',
        orient: TOP,
      },
      {
        datasheet: DATASHEETS.molex53261,
        mpn: (n) => `53261-${nn(n)}71`,
        ns: range(2, 15),
        type: '插座 (针座)',
        mount: '贴片',
        orient: SIDE,
      },
      {
        datasheet: DATASHEETS.molex51021,
        mpn: (n) => `51021-${nn(n)}00`,
        ns: range(2, 15),
        type: '胶壳',
        mount: '—',
        orient: '—',
      },
    ],
  },
];

/** Every orderable part of the wire-to-board lines above. */
export function wireToBoardLines(): Conn[] {
  return LINES.flatMap((line) => line.parts.flatMap((p) => p.ns.map((n) => wireToBoard(line, p, n))));
}

function wireToBoard(line: Line, p: LinePart, n: number): Conn {
  const mpn = p.mpn(n);
  const facing = p.orient === '—' ? '' : ` ${p.orient.split(' ')[0]}`;
  const how = p.mount === '—' ? '' : `，${p.mount}，${p.orient}`;
  return {
    brand: line.brand,
    mpn,
    ...((p.datasheet ?? line.datasheet) ? { datasheet: p.datasheet ?? line.datasheet } : {}),
    category: 'comp.connector.wire-to-board',
    name: `${line.series} ${line.pitch}mm ${n}P ${p.type}${facing}`,
    series: line.series,
    pkg: p.mount === '—' ? '胶壳' : `${p.mount} ${n}P`,
    params: {
      pitch: mm(line.pitch),
      positions: count(n),
      part_type: enumValue(p.type),
      mounting: enumValue(p.mount),
      orientation: enumValue(p.orient),
    },
    description: `${line.series} 系列 ${line.pitch} mm 间距线对板连接器 ${mpn}，${n} Pin，${p.type}${how}。来源：${line.series} 厂家目录/图纸。`,
  };
}

// [brand, mpn, USB type, contacts, mounting, orientation, source]
const USB_C: Array<[string, string, string, number, '贴片' | '混装 (贴片+插件)', string, string]> = [
  [
    'hro',
    'TYPE-C-31-M-12',
    'USB Type-C (USB 2.0)',
    16,
    '混装 (贴片+插件)',
    '卧式',
    'HRO TYPE-C-31-M-12 datasheet',
  ],
  [
    'molex',
    '105450-0101',
    'USB Type-C (USB 3.x)',
    24,
    '混装 (贴片+插件)',
    '卧式',
    'Molex 105450-0101 sales drawing',
  ],
  ['amphenol', '12401610E4#2A', 'USB Type-C (24P)', 24, '贴片', '卧式', 'Amphenol 12401610E4#2A drawing'],
  ['jae', 'DX07S024WJ3R400', 'USB Type-C (24P)', 24, '贴片', '立式', 'JAE DX07 series drawing SJ117928'],
  ['xkb', 'U262-161N-4BVC11', 'USB Type-C (USB 2.0)', 16, '贴片', '卧式', 'XKB U262-161N-4BVC11 datasheet'],
];

/** The makers' drawings checked (datasheets.ts); HRO, JAE and XKB keep none (none of their addresses is cited). */
const USB_C_DATASHEET: Record<string, string> = {
  '105450-0101': DATASHEETS.molex105450,
  '12401610E4#2A': DATASHEETS.amphenol12401610,
};

export function usbCReceptacles(): Conn[] {
  return USB_C.map(([brand, mpn, usbType, contacts, mounting, facing, source]): Conn => {
    const params: Record<string, ParamValue> = {
      usb_type: text(usbType),
      positions: count(contacts),
      mounting: enumValue(mounting),
    };
    return {
      brand,
      mpn,
      ...(USB_C_DATASHEET[mpn] ? { datasheet: USB_C_DATASHEET[mpn] } : {}),
      category: 'comp.connector.usb',
      name: `USB Type-C 母座 ${contacts}P ${facing} ${mounting.split(' ')[0]}`,
      series: 'USB Type-C',
      pkg: mounting === '贴片' ? `贴片 ${facing}` : `贴片 + 插件固定脚 ${facing}`,
      params,
      description: `${mpn} USB Type-C 母座，${usbType}，${contacts} 触点，${facing}，${mounting}。来源：${source}。`,
    };
  });
}

/** Drawn from only at the default catalogue's size (Family.defaultOnly). */
export function connectorLineFamilies(): Family[] {
  return [
    connectorFamily(
      'conn.wire-to-board.lines',
      '线对板连接器 JST GH/EH/PH-SMT/SH, Molex PicoBlade',
      wireToBoardLines,
    ),
    connectorFamily('conn.usb-c.lines', 'USB Type-C 母座 (HRO, Molex, Amphenol, JAE, XKB)', usbCReceptacles),
  ].map((f) => ({ ...f, defaultOnly: true }));
}
