// The tables of the comparison (beside the charts): designations per standard, properties with their
// conditions, and the composition limits as the standards print them.
import { Table, Tag, Tooltip } from 'antd';
import type { ComparedGrade } from '../api/materials.types.ts';
import { compositionRows, propertyRows } from '../model/compare.model.ts';

const SYSTEM_ORDER = ['gb', 'gbCode', 'astm', 'aisi', 'uns', 'en', 'din', 'jis', 'iso'];

type Row = { key: string; label: string; cells: React.ReactNode[] };

function gradeColumns(grades: readonly ComparedGrade[], firstTitle: string, firstWidth = 140) {
  return [
    { key: 'label', dataIndex: 'label', title: firstTitle, width: firstWidth, fixed: 'left' as const },
    ...grades.map((g, i) => ({
      key: `g${g.id}`,
      title: g.designation,
      render: (_: unknown, row: Row) => row.cells[i],
    })),
  ];
}

export function DesignationsCompareTable({ grades }: { grades: readonly ComparedGrade[] }) {
  const labels = new Map<string, string>();
  for (const g of grades) for (const d of g.designations) labels.set(d.system, d.label);
  const rows: Row[] = SYSTEM_ORDER.filter((s) => labels.has(s)).map((system) => ({
    key: system,
    label: labels.get(system) as string,
    cells: grades.map((g) => {
      const d = g.designations.find((x) => x.system === system);
      if (!d) return '—';
      return (
        <span key={g.id}>
          {d.value}
          {d.closeness !== 'identical' && (
            <Tooltip title={d.basis}>
              <Tag color="orange" className="jk-mc-tag">
                近似
              </Tag>
            </Tooltip>
          )}
        </span>
      );
    }),
  }));
  return (
    <Table<Row>
      className="jk-mc-designations"
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      dataSource={rows}
      columns={gradeColumns(grades, '标准体系')}
      scroll={{ x: 'max-content' }}
    />
  );
}

export function PropertiesCompareTable({ grades }: { grades: readonly ComparedGrade[] }) {
  const rows: Row[] = propertyRows(grades).map((r) => ({
    key: r.key,
    label: r.name,
    cells: r.cells.map((cell, i) =>
      cell.length === 0 ? (
        '—'
      ) : (
        <ul className="jk-mc-values" key={grades[i]?.id}>
          {cell.map((p) => (
            <li key={`${p.display}|${p.condition}`}>
              <span className="jk-mc-value">{p.display}</span>
              <span className="jk-mc-cond">{p.condition}</span>
            </li>
          ))}
        </ul>
      ),
    ),
  }));
  return (
    <Table<Row>
      className="jk-mc-properties"
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      dataSource={rows}
      columns={gradeColumns(grades, '性能', 150)}
      scroll={{ x: 'max-content' }}
    />
  );
}

export function CompositionCompareTable({
  grades,
  elements,
}: {
  grades: readonly ComparedGrade[];
  elements: readonly string[];
}) {
  const rows: Row[] = compositionRows(grades, elements).map((r) => ({
    key: r.element,
    label: r.element,
    cells: r.cells,
  }));
  return (
    <>
      <Table<Row>
        className="jk-mc-composition"
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        dataSource={rows}
        columns={gradeColumns(grades, '元素 (mass %)', 110)}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '所选牌号都没有元素成分规定' }}
      />
      <ul className="jk-mc-notes">
        {grades.map((g) => (
          <li key={g.id}>
            <b>{g.designation}</b>：
            {g.composition
              ? `${g.composition.standard} ${g.composition.table}${g.composition.notes.length ? `；${g.composition.notes.join('；')}` : ''}`
              : g.compositionNote}
          </li>
        ))}
      </ul>
    </>
  );
}
