import { ORG_IMPORT_BIZ_CODE } from '@jianku/rules/org-library-schemas';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Cascader, Checkbox, Modal, Segmented, Select, Table, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { FileUpload } from '../../../components/file-upload/file-upload.tsx';
import { isJkError } from '../../../lib/errors.ts';
import {
  fetchCategory,
  importKicadLibrary,
  importOrgItems,
  type OrgImportMapping,
  type OrgImportResult,
} from '../api/org-library.api.ts';
import { ORG_KINDS, useCategoryOptions } from './category-options.ts';
import { ImportJobProgress } from './import-job.tsx';

type Source = 'sheet' | 'kicad';
const SOURCES = [
  { value: 'sheet' as const, label: '表格（CSV / Excel）' },
  { value: 'kicad' as const, label: 'KiCad 符号库' },
];

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
        title={`共 ${result.total} 行，可导入 ${result.accepted} 行（新增 ${result.toAdd}，更新 ${result.toUpdate}），被拒 ${result.rejected} 行${result.rejected > 0 ? '：请修正后再导入，或勾选“跳过被拒的行”' : ''}`}
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
            title: '操作',
            dataIndex: 'action',
            width: 72,
            render: (v: Row['action']) =>
              v === 'update' ? (
                <Tag color="blue">更新</Tag>
              ) : v === 'add' ? (
                <Tag color="green">新增</Tag>
              ) : (
                '—'
              ),
          },
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
 * 导入零件: a CSV (UTF-8 or GBK) or .xlsx file, or a KiCad symbol library (.kicad_sym, with .kicad_mod or
 * zipped .pretty footprints), uploaded as the organisation's; the library and leaf category; for a sheet the
 * column mapping (guessed from the header, changeable); a preview of every row (rejected ones first with their
 * reason, new or updated); 导入 starts a background job shown with its progress bar, 取消导入 and its counts.
 */
// long because it is one dialog's state (source, category, files, mapping, job) and its layout
export function ImportModal({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const [source, setSource] = useState<Source>('sheet');
  const [kind, setKind] = useState(2);
  const [category, setCategory] = useState<number[] | undefined>();
  const [fileId, setFileId] = useState<string | null>(null);
  const [footprints, setFootprints] = useState<{ id: string; name: string }[]>([]);
  const [mapping, setMapping] = useState<OrgImportMapping | undefined>();
  const [skipRejected, setSkipRejected] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const tree = useCategoryOptions(kind);
  const categoryId = category?.at(-1);
  const detail = useQuery({
    queryKey: ['catalog', 'category', categoryId],
    queryFn: () => fetchCategory(categoryId as number),
    enabled: categoryId !== undefined && source === 'sheet',
  });
  const ready = fileId !== null && categoryId !== undefined;
  const footprintFileIds = footprints.map((f) => f.id);
  const send = (commit: boolean) =>
    source === 'kicad'
      ? importKicadLibrary({
          fileId: fileId as string,
          categoryId: categoryId as number,
          commit,
          ...(footprintFileIds.length > 0 ? { footprintFileIds } : {}),
          ...(commit ? { skipRejected } : {}),
        })
      : importOrgItems({
          fileId: fileId as string,
          categoryId: categoryId as number,
          commit,
          ...(mapping ? { mapping } : {}),
          ...(commit ? { skipRejected } : {}),
        });
  const preview = useQuery({
    queryKey: ['org-library', 'import', source, fileId, categoryId, mapping, footprintFileIds],
    queryFn: () => send(false),
    enabled: ready && jobId === null,
    retry: false,
  });
  const result = preview.data;
  const finished = useCallback(() => onImported(), [onImported]);
  const reset = () => {
    setFileId(null);
    setMapping(undefined);
    setFootprints([]);
    setSkipRejected(false);
  };

  // the next opening starts afresh (this component stays mounted while the dialog is hidden)
  const close = () => {
    reset();
    setJobId(null);
    setProblem(null);
    onClose();
  };

  const commit = async () => {
    if (!ready || !result) return;
    setBusy(true);
    setProblem(null);
    try {
      const started = await send(true);
      if (started.job) setJobId(started.job.id);
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  const blocked = !result || result.accepted === 0 || (result.rejected > 0 && !skipRejected);

  return (
    <Modal
      title="导入零件"
      open={open}
      width={1000}
      onCancel={close}
      destroyOnHidden
      footer={
        jobId === null
          ? [
              <Button key="cancel" onClick={close}>
                取消
              </Button>,
              <Button key="ok" type="primary" disabled={blocked} loading={busy} onClick={() => void commit()}>
                导入
              </Button>,
            ]
          : [
              <Button key="close" onClick={close}>
                关闭
              </Button>,
            ]
      }
    >
      {jobId !== null ? (
        <ImportJobProgress jobId={jobId} onFinished={finished} />
      ) : (
        <>
          <div className="jk-orglib-import-head">
            <Segmented
              options={SOURCES}
              value={source}
              onChange={(v) => {
                setSource(v);
                reset();
              }}
            />
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
            key={source}
            type="Other"
            bizCode={ORG_IMPORT_BIZ_CODE}
            accept={source === 'kicad' ? '.kicad_sym' : '.csv,.xlsx'}
            onUploaded={(record) => {
              setFileId(record.id);
              setMapping(undefined);
            }}
          />
          {source === 'kicad' ? (
            <>
              <p className="jk-orglib-import-hint">
                KiCad 6 及以上的符号库（.kicad_sym）：每个符号成为一个零件（型号为符号名，名称为
                Value，描述与关键词、封装、数据手册一并读取），符号文件作为本企业的文件保存。可再上传封装（.kicad_mod，或
                .pretty 文件夹的 zip），符号的 Footprint 按名称找到并保存其封装。
              </p>
              <section aria-label="封装文件">
                <FileUpload
                  key={`fp-${footprints.length}`}
                  type="Other"
                  bizCode={ORG_IMPORT_BIZ_CODE}
                  accept=".kicad_mod,.zip"
                  onUploaded={(record) =>
                    setFootprints((list) => [...list, { id: record.id, name: record.name }])
                  }
                />
                {footprints.length > 0 && (
                  <p className="jk-orglib-import-hint">
                    封装文件：{footprints.map((f) => f.name).join('、')}
                  </p>
                )}
              </section>
            </>
          ) : (
            <p className="jk-orglib-import-hint">
              第一行为表头；CSV 可为 UTF-8 或 GBK 编码；含公式的单元格请先粘贴为数值；最多 50000
              行。企业内部料号（未填时型号）与企业库中已有条目相同的行将更新该条目。
            </p>
          )}
          {preview.isFetching && !result && <Alert type="info" showIcon title="正在读取文件…" />}
          {preview.isError && <Alert type="error" showIcon title={messageOf(preview.error)} />}
          {result && (
            <>
              {source === 'sheet' && (
                <MappingTable result={result} params={detail.data?.params ?? []} onChange={setMapping} />
              )}
              <PreviewRows result={result} />
              {result.rejected > 0 && result.accepted > 0 && (
                <Checkbox checked={skipRejected} onChange={(e) => setSkipRejected(e.target.checked)}>
                  跳过被拒的 {result.rejected} 行，只导入可导入的 {result.accepted} 行
                </Checkbox>
              )}
            </>
          )}
        </>
      )}
      {problem && <Alert type="error" showIcon title={problem} />}
    </Modal>
  );
}
