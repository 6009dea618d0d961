/** The counts of a matched BOM: lines, exact, by parameters, unmatched, chosen by the user. */
import { Tag } from 'antd';
import { type BomRow, counts } from '../model/bom-lines.ts';

export function BomSummary({ rows }: { rows: readonly BomRow[] }) {
  const c = counts(rows);
  return (
    <span className="jk-bom-summary">
      共 {c.total} 行：<Tag color="green">型号一致 {c.exact}</Tag>
      <Tag color="blue">参数匹配 {c.parameters}</Tag>
      <Tag color="red">未匹配 {c.none}</Tag>
      {c.chosen > 0 && <Tag color="gold">用户选定 {c.chosen}</Tag>}
    </span>
  );
}
