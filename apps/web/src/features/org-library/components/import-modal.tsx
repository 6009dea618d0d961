import { ORG_IMPORT_BIZ_CODE } from '@jianku/rules/org-library-schemas';
import { useQuery } from '@tanstack/react-query';
import { Alert, Cascader, Modal, Segmented, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { FileUpload } from '../../../components/file-upload/file-upload.tsx';
import { isJkError } from '../../../lib/errors.ts';
import { toast } from '../../../lib/feedback.ts';
import {
  fetchCategory,
  importOrgItems,
  type OrgImportMapping,
  type OrgImportResult,
} from '../api/org-library.api.ts';
import { ORG_KINDS, useCategoryOptions } from './category-options.ts';

type Row = OrgImportResult['rows'][number];
type Field = 'model' | 'name' | 'internalCode' | 'package' | 'notes';
const FIELD_LABELS: Record<Field, string> = {
  model: '型号',
  name: '名称',
  internalCode: '企业内部料号',
  package: '封装',
  notes: '备注',
};

const messageOf = (err: unknown) => (isJkError(err) ? err.message : '导入失败，请稍后重试');

/** 列映射: each field and parameter of the category → a column of the file's header (or none). */
function MappingTable({
  result,
  params,
  onChange,
}: {
  result: OrgImportResult;
  params: { key: string; name: string }[];
  onChange: (mapping: OrgImportMapping) => void;
}) {
  const columns = result.columns.map((c) => ({ value: c, label: c }));
  const mapping = result.mapping;
  const rows = [
    ...(Object.keys(FIELD_LABELS) as Field[]).map((f) => ({
      id: f,
      label: FIELD_LABELS[f],
      value: mapping[f],
    })),
    ...params.map((p) => ({ id: `p.${p.key}`, label: `参数：${p.name}`, value: mapping.params?.[p.key] })),
  ];
  const set = (id: string, value: string | undefined) => {
    const next: OrgImportMapping = { ...mapping, params: { ...(mapping.params ?? {}) } };
    if (id.startsWith('p.')) {
      const key = id.slice(2);
      if (value === undefined) delete next.params?.[key];
      else (next.params as Record<string, string>)[key] = value;
    } else if (value === undefined) delete next[id as Field];
    else next[id as Field] = value;
    onChange(next);
  };
  return (
    <fieldset className="jk-orglib-mapping" aria-label="列映射">
      {rows.map((r) => (
        <div key={r.id} className="jk-orglib-mapping-row">
          <span>{r.label}</span>
          <Select
            size="small"
            allowClear
            placeholder="不导入"
            options={columns}
            value={r.value}
            aria-label={r.label}
            onChange={(v?: string) => set(r.id, v)}
          />
        </div>
      ))}
    </fieldset>
  );
}

/** 共 N 行，可导入 X 行，被拒 Y 行, and each row: what it becomes, or why it is rejected (rejected first). */
function PreviewRows({ result }: { result: OrgImportResult }) {
  return (
    <>
      <Alert
        type={result.rejected > 0 ? 'warning' : 'success'}
        showIcon
        title={`共 ${result.total} 行，可导入 ${result.accepted} 行，被拒 ${result.rejected} 行${result.rejected > 0 ? '：请修正被拒的行后再导入（导入时不会只写入一部分）' : ''}`}
      />
      <Table<Row>
        rowKey="line"
        size="small"
        pagination={{ pageSize: 8 }}
        dataSource={result.rows}
        columns={[
          { title: '行号', dataIndex: 'line', width: 64 },
          { title: '型号', dataIndex: 'model' },
          { title: '名称', dataIndex: 'name' },
          { title: '企业内部料号', dataIndex: 'internalCode', render: (v: string | null) => v ?? '—' },
          {
            title: '导入为',
            key: 'result',
            render: (_: unknown, row) =>
              row.ok ? (
                row.params.map((p) => `${p.name} ${p.display}`).join('，') || <Tag color="green">可导入</Tag>
              ) : (
                <span className="jk-orglib-reject">{row.reason}</span>
              ),
          },
        ]}
      />
    </>
  );
}

/**
 * 导入零件: a CSV (UTF-8 or GBK) or .xlsx file uploaded as the organisation's, the library and leaf category,
 * the column mapping (guessed from the header, changeable), a preview of every row (rejected ones first with
 * their reason), and 导入, which writes all rows or, when any is rejected, nothing.
 */
export function ImportModal({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const [kind, setKind] = useState(2);
  const [category, setCategory] = useState<number[] | undefined>();
  const [fileId, setFileId] = useState<string | null>(null);
  const [mapping, setMapping] = useState<OrgImportMapping | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const tree = useCategoryOptions(kind);
  const categoryId = category?.at(-1);
  const detail = useQuery({
    queryKey: ['catalog', 'category', categoryId],
    queryFn: () => fetchCategory(categoryId as number),
    enabled: categoryId !== undefined,
  });
  const ready = fileId !== null && categoryId !== undefined;
  const preview = useQuery({
    queryKey: ['org-library', 'import', fileId, categoryId, mapping],
    queryFn: () =>
      importOrgItems({
        fileId: fileId as string,
        categoryId: categoryId as number,
        commit: false,
        ...(mapping ? { mapping } : {}),
      }),
    enabled: ready,
    retry: false,
  });
  const result = preview.data;

  const commit = async () => {
    if (!ready || !result) return;
    setBusy(true);
    setProblem(null);
    try {
      const done = await importOrgItems({ fileId, categoryId, commit: true, mapping: result.mapping });
      toast.success(`已导入 ${done.inserted} 个零件`);
      onImported();
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="导入零件"
      open={open}
      width={1000}
      okText="导入"
      cancelText="取消"
      okButtonProps={{ disabled: !result || result.rejected > 0 || result.accepted === 0 }}
      confirmLoading={busy}
      onOk={() => void commit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="jk-orglib-import-head">
        <Segmented
          options={ORG_KINDS}
          value={kind}
          onChange={(v) => {
            setKind(v);
            setCategory(undefined);
            setMapping(undefined);
          }}
        />
        <Cascader
          className="jk-orglib-import-category"
          options={tree.options}
          loading={tree.loading}
          value={category}
          onChange={(v) => {
            setCategory(v as number[] | undefined);
            setMapping(undefined);
          }}
          placeholder="请选择末级分类"
          showSearch
        />
      </div>
      <FileUpload
        type="Other"
        bizCode={ORG_IMPORT_BIZ_CODE}
        accept=".csv,.xlsx"
        onUploaded={(record) => {
          setFileId(record.id);
          setMapping(undefined);
        }}
      />
      <p className="jk-orglib-import-hint">
        第一行为表头；CSV 可为 UTF-8 或 GBK 编码；含公式的单元格请先粘贴为数值。
      </p>
      {preview.isError && <Alert type="error" showIcon title={messageOf(preview.error)} />}
      {result && (
        <>
          <MappingTable result={result} params={detail.data?.params ?? []} onChange={setMapping} />
          <PreviewRows result={result} />
        </>
      )}
      {problem && <Alert type="error" showIcon title={problem} />}
    </Modal>
  );
}
