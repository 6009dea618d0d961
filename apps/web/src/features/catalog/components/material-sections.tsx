import { Table } from 'antd';
import type { MaterialInfo, MaterialProperty } from '../api/catalog.types.ts';
import { EQUIVALENT_STANDARDS, formatParamValue } from '../model/catalog.model.ts';

/**
 * The GB column of the equivalents: the catalogue's GB equivalent, else the designation itself when the
 * grade is a GB grade (its standard is GB or GB/T).
 */
export function gbEquivalent(material: MaterialInfo, standard: string | null | undefined): string | null {
  const gb = material.equivalents.gb?.trim();
  if (gb) return gb;
  return standard && /^GB(\/T)?\s/i.test(standard.trim()) ? material.designation : null;
}

/** The grade across standards: GB, ASTM, AISI, UNS, EN, DIN, JIS, ISO in one row ('—' where none). */
export function EquivalentsTable({
  material,
  standard,
}: {
  material: MaterialInfo;
  standard: string | null;
}) {
  const row: Record<string, string> = { key: 'equivalents' };
  for (const { key } of EQUIVALENT_STANDARDS) {
    const value = key === 'gb' ? gbEquivalent(material, standard) : material.equivalents[key]?.trim();
    row[key] = value || '—';
  }
  return (
    <Table
      className="jk-equivalents"
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[row]}
      columns={EQUIVALENT_STANDARDS.map(({ key, label }) => ({ key, dataIndex: key, title: label }))}
    />
  );
}

/** Properties with their values and the conditions they hold for. */
export function PropertiesTable({ properties }: { properties: readonly MaterialProperty[] }) {
  return (
    <Table<MaterialProperty>
      className="jk-properties"
      size="small"
      bordered
      rowKey="key"
      pagination={false}
      dataSource={properties as MaterialProperty[]}
      locale={{ emptyText: '暂无性能数据' }}
      columns={[
        { key: 'name', dataIndex: 'name', title: '性能', width: 200 },
        {
          key: 'value',
          title: '数值',
          width: 160,
          render: (_, p) => formatParamValue(p.display, p.unit),
        },
        { key: 'condition', dataIndex: 'condition', title: '条件', render: (v: string) => v || '—' },
      ]}
    />
  );
}

/** Where the property values come from. */
export function SourcesList({ sources }: { sources: readonly string[] }) {
  if (sources.length === 0) return null;
  return (
    <ol className="jk-sources">
      {sources.map((source) => (
        <li key={source}>{source}</li>
      ))}
    </ol>
  );
}
