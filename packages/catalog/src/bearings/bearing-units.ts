// NSK pillow block units UCP2 (extension family).
import { type Family, tableFamily } from '../family.ts';
import { codeSafe, part } from '../part-item.ts';
import { Kind } from '../types.ts';
import { enumValue, mm, num, text } from '../values.ts';
import { NSK_UCP } from './nsk-bearing-unit.data.ts';

// ---- NSK pillow block units UCP2 --------------------------------------------------------------------

const UCP_COVERS = [
  { prefix: '', label: '无' },
  { prefix: 'Z-', label: '钢板防尘盖，开口 (Z)' },
  { prefix: 'ZM-', label: '钢板防尘盖，闭口 (ZM)' },
  { prefix: 'C-', label: '铸铁防尘盖，开口 (C)' },
  { prefix: 'CM-', label: '铸铁防尘盖，闭口 (CM)' },
] as const;

interface UcpItem {
  row: (typeof NSK_UCP)[number];
  inch: string;
  cover: (typeof UCP_COVERS)[number];
  d1: boolean;
}

/** Shaft diameter in inches of an NSK inch code: '014' = 7/8, '105' = 1 5/16, '200' = 2. */
const inchOf = (code: string) => Number(code[0]) + Number(code.slice(1)) / 16;

/** Printed UCP2 units: metric D1 and maintenance-free, printed dust cover types; inch D1 and maintenance-free. */
export function nskUcpRows(): UcpItem[] {
  return NSK_UCP.flatMap((row) => {
    const metric = UCP_COVERS.filter((c) => c.prefix === '' || c.prefix.startsWith('C') || row[14]).flatMap(
      (cover) => (cover.prefix === '' ? [true, false] : [true]).map((d1) => ({ row, inch: '', cover, d1 })),
    );
    const inch = row[15].flatMap((code) =>
      [true, false].map((d1) => ({ row, inch: code, cover: UCP_COVERS[0], d1 })),
    );
    return [...metric, ...inch];
  });
}

export const nskUcp: Family = tableFamily<UcpItem, undefined>({
  id: 'part.pillow-block-unit.nsk-ucp',
  kind: Kind.part,
  label: 'NSK 立式座轴承单元 UCP2',
  extension: true,
  rows: nskUcpRows,
  build: ({ row, inch, cover, d1 }) => {
    const [size, dMetric, H, L, J, A, , , , , , B, , bolt] = row;
    const suffix = `${inch ? `-${inch}` : ''}${d1 ? 'D1' : ''}`;
    const designation = `${cover.prefix}UCP${size}${suffix}`;
    const insert = `UC${size}${suffix}`;
    const d = inch ? Math.round(inchOf(inch) * 25.4 * 10000) / 10000 : dMetric;
    const shaftText = inch ? `${num(inchOf(inch))} in (${num(d)} mm)` : `${num(d)} mm`;
    return part({
      code: `NSK-${codeSafe(designation)}`,
      categoryCode: 'part.bearing.pillow-block-unit',
      brandCode: 'nsk',
      model: designation,
      name: `NSK 立式座轴承单元 ${designation} 轴径 ${shaftText}`,
      series: 'UCP2 系列',
      standard: 'NSK CAT. No. E1102e',
      description: `NSK 带铸铁立式座外球面球轴承单元 ${designation}（紧定螺钉固定）：轴径 ${shaftText}，中心高 H ${num(H)} mm，座长 L ${num(L)} mm，螺栓孔距 J ${num(J)} mm，座宽 A ${num(A)} mm，轴承 ${insert} (内圈宽 ${num(B)} mm)${d1 ? `，轴承座 P${size}D1` : ''}，螺栓 ${bolt}，防尘盖：${cover.label}，${d1 ? '可补充润滑脂 (D1)' : '免维护 (无 D1 后缀)'}。尺寸取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
      params: {
        basic_designation: text(designation),
        ...(d1 ? { housing: text(`P${size}D1`) } : {}),
        insert_bearing: text(insert),
        d: mm(d),
        H: mm(H),
        L: mm(L),
        J: mm(J),
        A: mm(A),
        B: mm(B),
        bolt: text(bolt),
        dust_cover: enumValue(cover.label),
        lubrication: enumValue(d1 ? '可补充润滑脂 (D1)' : '免维护'),
        shaft_unit: enumValue(inch ? '英制' : '公制'),
      },
    });
  },
});
