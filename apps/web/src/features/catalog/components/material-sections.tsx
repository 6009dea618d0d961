import type { ReactNode } from 'react';
import type { MaterialInfo, MaterialProperty } from '../api/catalog.types.ts';
import { EQUIVALENT_STANDARDS, formatParamValue } from '../model/catalog.model.ts';
import { PlainTable } from './plain-table.tsx';

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
  const row: Record<string, string> = {};
  for (const { key } of EQUIVALENT_STANDARDS) {
    const value = key === 'gb' ? gbEquivalent(material, standard) : material.equivalents[key]?.trim();
    row[key] = value || '—';
  }
  return (
    <PlainTable<Record<string, string>>
      className="jk-equivalents"
      bordered
      rowKey={() => 'equivalents'}
      rows={[row]}
      columns={EQUIVALENT_STANDARDS.map(({ key, label }) => ({ key, title: label, render: (r) => r[key] }))}
    />
  );
}

/**
 * The 牌号对照 section with the equivalents table alone: the page without the materials feature's sections, and
 * their placeholder while they load (the materials feature adds the catalogue's near grades under the table).
 */
export function DesignationsSection({ children }: { children: ReactNode }) {
  return (
    <section className="jk-cat-panel" aria-labelledby="jk-eq-title">
      <div className="jk-cat-panel-head">
        <h2 id="jk-eq-title" className="jk-cat-panel-title">
          牌号对照
        </h2>
        <span className="jk-cat-panel-note">各标准体系中的对应或近似牌号</span>
      </div>
      {children}
    </section>
  );
}

/** Properties with their values and the conditions they hold for. */
export function PropertiesTable({ properties }: { properties: readonly MaterialProperty[] }) {
  return (
    <PlainTable<MaterialProperty>
      className="jk-properties"
      bordered
      rowKey={(p) => p.key}
      rows={properties}
      emptyText="暂无性能数据"
      columns={[
        { key: 'name', title: '性能', width: 200, render: (p) => p.name },
        { key: 'value', title: '数值', width: 160, render: (p) => formatParamValue(p.display, p.unit) },
        { key: 'condition', title: '条件', render: (p) => p.condition || '—' },
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
