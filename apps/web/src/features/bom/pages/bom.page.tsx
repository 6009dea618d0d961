/**
 * BOM 匹配 (issue 15): /bom uploads a BOM (.xlsx, CSV in UTF-8 or GBK, KiCad's export), shows the columns as
 * detected for correction, matches the lines in batches with a progress bar, and lists each line's match with
 * its confidence and reason, the candidates to fix it and 加入对比; a signed-in user saves the result, which
 * opens at /bom/:id — a link anyone can open, that survives a reload, with the .xlsx export.
 */
import { linesOf, type BomMapping as Mapping } from '@jianku/rules';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTabTitle } from '../../../components/tab-bar/use-tab-title.ts';
import { toast } from '../../../lib/feedback.ts';
import { useAppStore } from '../../../stores/app.store.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { type BomSheet, matchAll, parseBom, saveBom } from '../api/bom.api.ts';
import { BomMappingEditor } from '../components/bom-mapping.tsx';
import { BomResultTable } from '../components/bom-result-table.tsx';
import { BomSummary } from '../components/bom-summary.tsx';
import { BomUpload } from '../components/bom-upload.tsx';
import { type BomRow, choose, savedLines } from '../model/bom-lines.ts';
import { BomSaved } from './bom-saved.tsx';
import '../bom.css';

export const BOM_TITLE = 'BOM 匹配';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : '操作失败，请稍后重试';

function useBomMatching() {
  const [sheet, setSheet] = useState<BomSheet | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [matchedMapping, setMatchedMapping] = useState<Mapping | null>(null);
  const [rows, setRows] = useState<BomRow[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useRef(0);

  const match = async (s: BomSheet, m: Mapping) => {
    const lines = linesOf(s.rows, m);
    const id = ++run.current;
    setError(null);
    setRows([]);
    setMatchedMapping(m);
    if (lines.length === 0) {
      setError('按当前的列对应没有读出任何行，请检查列对应');
      return;
    }
    setProgress({ done: 0, total: lines.length });
    try {
      const matches = await matchAll(lines, (done) => {
        if (run.current === id) setProgress({ done, total: lines.length });
      });
      if (run.current !== id) return;
      setRows(lines.map((input, i) => ({ input, match: matches[i] as BomRow['match'] })));
    } catch (e) {
      if (run.current === id) setError(messageOf(e));
    } finally {
      if (run.current === id) setProgress(null);
    }
  };

  const upload = async (file: File) => {
    run.current++;
    setError(null);
    setSheet(null);
    setRows([]);
    setUploadPercent(0);
    try {
      const s = await parseBom(file, setUploadPercent);
      setSheet(s);
      setMapping(s.mapping);
      setUploadPercent(null);
      await match(s, s.mapping);
    } catch (e) {
      setUploadPercent(null);
      setError(messageOf(e));
    }
  };

  return {
    sheet,
    mapping,
    setMapping,
    matchedMapping,
    rows,
    setRows,
    progress,
    uploadPercent,
    error,
    match,
    upload,
  };
}

function NewBom() {
  const bom = useBomMatching();
  const navigate = useNavigate();
  const user = useSessionStore((s) => (s.isSetUser ? s.user : null));
  const setShowLogin = useAppStore((s) => s.setShowLogin);
  const [saving, setSaving] = useState(false);
  const { sheet, mapping, rows, progress } = bom;
  const changed = mapping !== null && JSON.stringify(mapping) !== JSON.stringify(bom.matchedMapping);

  const save = async () => {
    if (!user) {
      setShowLogin(true);
      return;
    }
    if (!sheet) return;
    setSaving(true);
    try {
      const name = sheet.fileName.replace(/\.[^.]+$/, '').slice(0, 100) || 'BOM';
      const { id } = await saveBom({ name, fileName: sheet.fileName.slice(0, 255), lines: savedLines(rows) });
      toast.success('已保存，可复制链接分享');
      navigate(`/bom/${id}`);
    } catch {
      // the error dialog shows the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <BomUpload
        onFile={(f) => void bom.upload(f)}
        uploading={bom.uploadPercent !== null}
        percent={bom.uploadPercent ?? 0}
      />
      {bom.error && <Alert className="jk-bom-alert" type="error" showIcon title={bom.error} />}
      {sheet && (
        <Typography.Paragraph className="jk-bom-file">
          {sheet.fileName}（{sheet.format === 'kicad' ? 'KiCad BOM' : sheet.format.toUpperCase()}
          {sheet.encoding ? `，${sheet.encoding.toUpperCase()}` : ''}
          {sheet.sheetName ? `，工作表「${sheet.sheetName}」` : ''}）：{sheet.rows.length} 行
          {sheet.notes.map((n) => (
            <span key={n} className="jk-bom-note">
              {n}
            </span>
          ))}
        </Typography.Paragraph>
      )}
      {sheet && mapping && (
        <BomMappingEditor
          headers={sheet.headers}
          mapping={mapping}
          onChange={bom.setMapping}
          onMatch={() => void bom.match(sheet, mapping)}
          matching={progress !== null}
          changed={changed}
        />
      )}
      {progress && (
        <div className="jk-bom-progress">
          <Typography.Text>
            正在匹配：{progress.done} / {progress.total} 行
          </Typography.Text>
          <Progress
            percent={Math.floor((100 * progress.done) / progress.total)}
            status="active"
            aria-label="匹配进度"
          />
        </div>
      )}
      {rows.length > 0 && (
        <>
          <Space className="jk-bom-actions" wrap>
            <BomSummary rows={rows} />
            <Button type="primary" onClick={() => void save()} loading={saving}>
              保存并分享
            </Button>
            {!user && <Typography.Text type="secondary">登录后可保存、分享链接并导出 Excel</Typography.Text>}
          </Space>
          <BomResultTable
            rows={rows}
            canChoose
            onChoose={(row, itemId) =>
              bom.setRows((all) => all.map((r) => (r === row ? choose(r, itemId) : r)))
            }
          />
        </>
      )}
    </>
  );
}

export function BomPage() {
  const { id } = useParams();
  useTabTitle(BOM_TITLE);
  return (
    <div className="jk-bom-page">
      <Typography.Title level={4}>{BOM_TITLE}</Typography.Title>
      <Typography.Paragraph type="secondary" className="jk-bom-intro">
        上传
        BOM，按型号或按值、封装与描述整单匹配元器件；每行给出匹配程度与原因，可从候选中修正，并加入参数对比。
        <Link to="/bom/mine" className="jk-bom-mine-link">
          我的 BOM
        </Link>
      </Typography.Paragraph>
      {id ? <BomSaved id={id} /> : <NewBom />}
    </div>
  );
}
