/**
 * 参数对比 (spec §2 library tabs, SPEC-2.39; issue 10) at /part/compare and /component/compare.
 *
 * The comparison lives in the address (?ids=1,2,3), so a reload or a shared link shows it. Without ids
 * the page opens the tray's comparison when the tray holds items of this library, and otherwise explains
 * how to add items. Junk in the address (not numbers, repeats, more than 10, unknown ids, two libraries)
 * shows the Chinese message and leaves the tray as it is.
 */
import { DownloadOutlined } from '@ant-design/icons';
import {
  COMPARE_MAX_ITEMS,
  type CompareExportFormat,
  compareKindOfLibrary,
  formatCompareIds,
  LibraryTabText,
  parseCompareIds,
} from '@jianku/rules';
import { Alert, Button, Empty, Skeleton, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { comparePath } from '../../../components/compare-tray/compare-tray.tsx';
import { useLibrary } from '../../../components/library/library.ts';
import { useTabTitle } from '../../../components/tab-bar/use-tab-title.ts';
import { useCompareTrayStore } from '../../../stores/compare-tray.store.ts';
import { exportUrl, useComparison } from '../api/compare.api.ts';
import { CompareTable, tableRows } from '../components/compare-table.tsx';
import '../compare.css';

const LIBRARY_NAME = { part: '零部件', component: '元器件' } as const;

function HowToAdd({ library }: { library: 'part' | 'component' }) {
  return (
    <Empty
      className="jk-compare-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <div>
          <Typography.Paragraph strong>还没有要对比的{LIBRARY_NAME[library]}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            在搜索结果、分类列表或条目详情页点“加入对比”，把同一库中最多 {COMPARE_MAX_ITEMS}{' '}
            个条目放进右下角的对比栏，
            再点对比栏中的“开始对比”：参数并排显示，不同的行会高亮，较优的值会标出，并可导出 Excel 或 CSV。
          </Typography.Paragraph>
        </div>
      }
    >
      <Link to={`/${library}?tab=category`}>
        <Button type="primary">去{LIBRARY_NAME[library]}目录挑选</Button>
      </Link>
    </Empty>
  );
}

function ExportButtons({ ids }: { ids: readonly number[] }) {
  const link = (format: CompareExportFormat, label: string) => (
    <Button
      icon={<DownloadOutlined />}
      href={exportUrl(ids, format)}
      download
      className={`jk-compare-export-${format}`}
    >
      {label}
    </Button>
  );
  return (
    <Space>
      {link('xlsx', '导出 Excel (.xlsx)')}
      {link('csv', '导出 CSV (.csv)')}
    </Space>
  );
}

export function ComparePage() {
  const library = (useLibrary() === 'part' ? 'part' : 'component') as 'part' | 'component';
  const kind = compareKindOfLibrary(library);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tray = useCompareTrayStore();
  const [onlyDiffering, setOnlyDiffering] = useState(false);
  useTabTitle(LibraryTabText.compare);

  const idsText = params.get('ids');
  const parsed = idsText === null ? null : parseCompareIds(idsText);
  const ids = parsed && 'ids' in parsed ? parsed.ids : null;
  const query = useComparison(ids);

  // no ids: the tray's comparison, when it holds items of this library
  if (idsText === null) {
    if (tray.ids.length > 0 && tray.kind === kind)
      return <Navigate to={comparePath(tray.kind, tray.ids)} replace />;
    return (
      <div className="jk-compare-page">
        <Typography.Title level={4}>参数对比</Typography.Title>
        {tray.ids.length > 0 && (
          <Alert
            type="info"
            showIcon
            className="jk-compare-alert"
            title={`对比栏中有 ${tray.ids.length} 个${tray.kind === 1 ? '零部件' : '元器件'}`}
            action={
              <Button size="small" onClick={() => navigate(comparePath(tray.kind, tray.ids))}>
                打开对比
              </Button>
            }
          />
        )}
        <HowToAdd library={library} />
      </div>
    );
  }

  const trayLink = tray.ids.length > 0 && (
    <Button size="small" onClick={() => navigate(comparePath(tray.kind, tray.ids))}>
      打开对比栏中的 {tray.ids.length} 个条目
    </Button>
  );
  const problem = parsed && 'error' in parsed ? parsed.error : query.error ? query.error.message : null;
  if (problem) {
    return (
      <div className="jk-compare-page">
        <Typography.Title level={4}>参数对比</Typography.Title>
        <Alert
          type="error"
          showIcon
          className="jk-compare-alert"
          title={problem}
          action={trayLink || undefined}
        />
        <HowToAdd library={library} />
      </div>
    );
  }

  const result = query.data;
  if (!result || !ids) return <Skeleton active className="jk-compare-page" />;
  // the ids are of the other library: show them where they belong
  if (result.kind !== kind) return <Navigate to={comparePath(result.kind, ids)} replace />;

  const remove = (id: number) => {
    const rest = ids.filter((i) => i !== id);
    if (tray.ids.includes(id)) tray.remove(id);
    navigate(rest.length > 0 ? `/${library}/compare?ids=${formatCompareIds(rest)}` : `/${library}/compare`);
  };
  const differing = tableRows(result).filter((r) => r.differs).length;

  return (
    <div className="jk-compare-page">
      <div className="jk-compare-toolbar">
        <Typography.Title level={4}>
          参数对比 · {LIBRARY_NAME[library]}{' '}
          <span className="jk-compare-count">{result.items.length} 个条目</span>
        </Typography.Title>
        <Space size="large">
          <span className="jk-compare-switch">
            <Switch id="jk-compare-only-differing" checked={onlyDiffering} onChange={setOnlyDiffering} />
            <label htmlFor="jk-compare-only-differing">只看不同</label>
            <span className="jk-compare-count">（{differing} 行不同）</span>
          </span>
          <ExportButtons ids={ids} />
        </Space>
      </div>
      <div className="jk-compare-legend">
        <span className="jk-compare-legend-differ">不同的行</span>
        <span className="jk-compare-best">
          值<span className="jk-compare-best-mark">较优</span>
        </span>
        <span>较优：额定值越高、精度与温度系数越小、温度范围越宽越好；阻值、容值等标称值不比较优劣。</span>
      </div>
      <CompareTable library={library} result={result} onlyDiffering={onlyDiffering} onRemove={remove} />
    </div>
  );
}
