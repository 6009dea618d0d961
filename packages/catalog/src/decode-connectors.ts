// Wire-to-board header part numbers read by their makers' ordering codes (issue 15, Understanding), the schemes
// the catalogue's connector lines are built by (connectors/connectors.ts, connectors/connector-lines.data.ts):
// - JST XH (2.5 mm, eXH.pdf): B{n}B-XH-A top entry, S{n}B-XH-A side entry, through hole, 2–16 circuits.
// - JST PH (2.0 mm, ePH.pdf): B{n}B-PH-K-S / S{n}B-PH-K-S through hole (2–16); B{n}B-PH-SM4-TB (2–16) /
//   S{n}B-PH-SM4-TB (2–15) SMT.
// - JST EH (2.5 mm, eEH.pdf): B{n}B-EH-A top entry, S{n}B-EH side entry, through hole, 2–15 circuits.
// - Molex PicoBlade (1.25 mm, sales drawings 530470610_sd, 530480210_sd): 53047-{nn}10 vertical, 53048-{nn}10
//   right angle, through hole, 2–15 circuits.
import type { DecodedPart } from './decoded-part.ts';
import { count, enumValue, mm, text } from './values.ts';

/** What a part number of these codes decodes to (decoded-part.ts). */
export type DecodedConnector = DecodedPart;

const TOP = '立式 (顶部插入)';
const SIDE = '卧式 (侧面插入)';

function header(
  brandCode: string,
  series: string,
  pitch: number,
  n: number,
  mount: '直插' | '贴片',
  orient: string,
): DecodedConnector {
  const pkg = `${mount} ${n}P`;
  return {
    brandCode,
    series,
    categoryCode: 'comp.connector.wire-to-board',
    package: pkg,
    params: {
      pitch: mm(pitch),
      positions: count(n),
      part_type: enumValue('插座 (针座)'),
      mounting: enumValue(mount),
      orientation: enumValue(orient),
      case_size: text(pkg),
    },
  };
}

/** [series, pitch, mounting, max circuits top entry, max circuits side entry] by the code after the count */
const JST: Record<string, [string, number, '直插' | '贴片', number, number]> = {
  'XH-A': ['XH', 2.5, '直插', 16, 16],
  'PH-K-S': ['PH', 2, '直插', 16, 16],
  'PH-SM4-TB': ['PH', 2, '贴片', 16, 15],
  'EH-A': ['EH', 2.5, '直插', 15, 0],
  EH: ['EH', 2.5, '直插', 0, 15],
};
function jst(s: string): DecodedConnector | null {
  const m = /^([BS])(\d{1,2})B-(XH-A|PH-K-S|PH-SM4-TB|EH-A|EH)$/.exec(s);
  if (!m) return null;
  const [, entry = '', digits = '', code = ''] = m;
  const row = JST[code];
  const n = Number(digits);
  if (!row || digits.startsWith('0') || n < 2 || n > (entry === 'B' ? row[3] : row[4])) return null;
  return header('jst', row[0], row[1], n, row[2], entry === 'B' ? TOP : SIDE);
}

function picoBlade(s: string): DecodedConnector | null {
  const m = /^5304([78])-(\d\d)10$/.exec(s);
  if (!m) return null;
  const n = Number(m[2]);
  if (n < 2 || n > 15) return null;
  return header('molex', 'PicoBlade', 1.25, n, '直插', m[1] === '7' ? TOP : SIDE);
}

/** A wire-to-board header part number of a known scheme (upper case), or null. */
export function decodeConnector(s: string): DecodedConnector | null {
  return jst(s) ?? picoBlade(s);
}
