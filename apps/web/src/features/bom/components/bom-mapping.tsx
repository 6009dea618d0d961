/** The column mapping as detected, editable: for each BOM field, the column it is read from (or 不使用). */
import { BOM_FIELD_LABELS, BOM_FIELDS, type BomField, type BomMapping } from '@jianku/rules';
import { Button, Select, Space, Typography } from 'antd';

/** 'A', 'B' … 'AA' (the column letters of a spreadsheet) */
export function columnLetter(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

export function BomMappingEditor({
  headers,
  mapping,
  onChange,
  onMatch,
  matching,
  changed,
}: {
  headers: readonly string[];
  mapping: BomMapping;
  onChange: (mapping: BomMapping) => void;
  onMatch: () => void;
  matching: boolean;
  changed: boolean;
}) {
  const options = [
    { value: -1, label: '不使用' },
    ...headers.map((h, i) => ({ value: i, label: `${columnLetter(i)} 列：${h || '（无列名）'}` })),
  ];
  const set = (field: BomField, value: number) => onChange({ ...mapping, [field]: value < 0 ? null : value });
  return (
    <section className="jk-bom-mapping" aria-label="列对应">
      <Typography.Text type="secondary">已自动识别各列，可在此修正后重新匹配：</Typography.Text>
      <div className="jk-bom-mapping-grid">
        {BOM_FIELDS.map((field) => (
          <div key={field} className="jk-bom-mapping-field">
            <span>{BOM_FIELD_LABELS[field]}</span>
            <Select
              size="small"
              value={mapping[field] ?? -1}
              options={options}
              onChange={(v: number) => set(field, v)}
              aria-label={`${BOM_FIELD_LABELS[field]}所在列`}
              popupMatchSelectWidth={false}
            />
          </div>
        ))}
      </div>
      <Space>
        <Button type={changed ? 'primary' : 'default'} onClick={onMatch} loading={matching}>
          {changed ? '按新的列对应重新匹配' : '重新匹配'}
        </Button>
      </Space>
    </section>
  );
}
