import { Alert, Empty, Input, Select, Skeleton, Switch, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { LifecycleTag } from '../../../components/lifecycle-tag.tsx';
import { useTabTitle } from '../../../components/tab-bar/use-tab-title.ts';
import { normalizeError } from '../../../lib/errors.ts';
import { useAlternates } from '../api/alternates.queries.ts';
import type { AlternatesQuery, AlternatesResult, Lifecycle } from '../api/alternates.types.ts';
import { AlternateTable } from '../components/alternate-table.tsx';
import { DesignationTable } from '../components/designation-table.tsx';
import { detailPath, LIFECYCLE_OPTIONS } from '../model/alternates.model.ts';
import '../alternates.css';

const LIMIT = 200;

/** The address's query as the API's: ?id= or ?partNumber=, and the filters brandId, lifecycle, dropIn=1. */
function queryOf(params: URLSearchParams): AlternatesQuery {
  const id = Number(params.get('id'));
  const brandId = Number(params.get('brandId'));
  const lifecycle = params.get('lifecycle');
  const q: AlternatesQuery = { limit: LIMIT };
  if (Number.isSafeInteger(id) && id > 0) q.id = id;
  else if ((params.get('partNumber') ?? '').trim() !== '') q.partNumber = params.get('partNumber') ?? '';
  if (Number.isSafeInteger(brandId) && brandId > 0) q.brandId = brandId;
  if (LIFECYCLE_OPTIONS.some((o) => o.value === lifecycle)) q.lifecycle = lifecycle as Lifecycle;
  if (params.get('dropIn') === '1') q.dropInOnly = true;
  return q;
}

function SourcePanel({ data }: { data: AlternatesResult }) {
  const s = data.source;
  return (
    <section className="jk-alt-panel" aria-label="原件">
      <div className="jk-alt-head">
        <h2 className="jk-alt-source-model">
          <Link to={detailPath(s.kind, s.id)}>{s.model}</Link>
        </h2>
        <span className="jk-alt-note">{s.name}</span>
      </div>
      <div className="jk-alt-source-meta">
        <span>
          <b>品牌</b>
          {s.brand ? s.brand.nameZh || s.brand.nameEn : '通用（按标准）'}
        </span>
        <span>
          <b>分类</b>
          {s.category.name}
        </span>
        {s.package && (
          <span>
            <b>封装</b>
            {s.package}
          </span>
        )}
        {s.lifecycle && (
          <span>
            <b>生命周期</b>
            <LifecycleTag value={s.lifecycle} />
          </span>
        )}
        {s.params.slice(0, 8).map((p) => (
          <span key={p.key}>
            <b>{p.name}</b>
            {p.display}
          </span>
        ))}
      </div>
      {data.matches.length > 1 && (
        <div style={{ marginTop: 16 }}>
          <div className="jk-alt-note" style={{ marginBottom: 8 }}>
            该型号在目录中有 {data.matches.length}{' '}
            个条目（不同厂商或规格），当前按第一个判断，可选择其他条目：
          </div>
          <div className="jk-alt-matches">
            {data.matches.map((m) => (
              <Link key={m.id} to={`?id=${m.id}`}>
                <Tag color={m.id === s.id ? 'blue' : 'default'}>
                  {m.model} · {m.brand ? m.brand.nameZh || m.brand.nameEn : '通用'}
                </Tag>
              </Link>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * /component/similarity (SPEC-2.07): a part number or an item (?id=) and its alternates, drop-in first, each
 * with the reason parameter by parameter; filters brand, lifecycle and drop-in only, kept in the address.
 * Standard parts also show their other designations (ISO/DIN, other makers' bearing codes, old GB codes).
 * Long because the component's state, effects and handlers work on one render; split it when it grows (issue 16).
 */
export function SimilarityPage() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const result = useAlternates(query);
  const data = result.data;
  useTabTitle(data ? `替代 ${data.source.model}` : '替代/相似');
  const asked = query.id !== undefined || query.partNumber !== undefined;
  const error = result.isError && !result.isFetching ? normalizeError(result.error) : null;

  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
    setParams(next);
  };

  const search = (text: string) => {
    const next = new URLSearchParams();
    if (text.trim() !== '') next.set('partNumber', text.trim());
    setParams(next);
  };

  return (
    <div className="jk-alt-page">
      <section className="jk-alt-panel" aria-label="查找替代">
        <h1 className="jk-alt-page-title">替代/相似</h1>
        <p className="jk-alt-note" style={{ margin: '0 0 12px' }}>
          输入型号，查找可直接替换（封装、关键参数相同，各项额定值不低于原件）与功能替代的条目；轴承可输入各厂代号（6205DDU、6205-2RSH、6205LLU）或旧国标代号（180205），标准件可输入
          ISO/DIN 标记（ISO 4014 M10×45 8.8）。
        </p>
        <Input.Search
          key={query.partNumber ?? String(query.id ?? '')}
          className="jk-alt-search"
          size="large"
          allowClear
          enterButton="查找替代"
          placeholder="请输入型号，如 GRM188R71H104KA93D"
          defaultValue={query.partNumber ?? ''}
          maxLength={64}
          onSearch={search}
        />
      </section>

      {!asked && (
        <section className="jk-alt-panel">
          <Empty description="输入型号，或在条目详情页的「替代/相似」中进入" />
        </section>
      )}
      {asked && result.isPending && (
        <section className="jk-alt-panel">
          <Skeleton active paragraph={{ rows: 6 }} />
        </section>
      )}
      {error && <Alert type="warning" showIcon title={error.message} />}

      {data && !error && (
        <>
          <SourcePanel data={data} />
          {data.notice && <Alert type="info" showIcon title={data.notice} />}
          {data.designations.length > 0 && (
            <section className="jk-alt-panel" aria-labelledby="jk-alt-des-title">
              <div className="jk-alt-head">
                <h2 id="jk-alt-des-title" className="jk-alt-title">
                  其他标记
                </h2>
                <span className="jk-alt-note">同一零件在其他标准或厂家代号体系中的写法</span>
              </div>
              <DesignationTable designations={data.designations} />
            </section>
          )}
          <section className="jk-alt-panel" aria-labelledby="jk-alt-list-title">
            <div className="jk-alt-head">
              <h2 id="jk-alt-list-title" className="jk-alt-title">
                替代条目
              </h2>
              <span className="jk-alt-note">
                {data.rule
                  ? `共 ${data.total} 个，其中可直接替换 ${data.dropInTotal} 个 · 判断规则：${data.rule}`
                  : '该分类暂无替代判断规则'}
              </span>
            </div>
            {data.rule && (
              <div className="jk-alt-filters">
                <Select
                  aria-label="品牌"
                  style={{ width: 240 }}
                  allowClear
                  placeholder="全部品牌"
                  value={query.brandId}
                  onChange={(v: number | undefined) =>
                    setParam('brandId', v === undefined ? undefined : String(v))
                  }
                  options={data.brands.map((b) => ({ value: b.id, label: `${b.name} (${b.count})` }))}
                />
                <Select
                  aria-label="生命周期"
                  style={{ width: 180 }}
                  allowClear
                  placeholder="全部生命周期"
                  value={query.lifecycle}
                  onChange={(v: string | undefined) => setParam('lifecycle', v)}
                  options={LIFECYCLE_OPTIONS}
                />
                <span
                  className="jk-alt-note"
                  style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}
                >
                  <Switch
                    id="jk-alt-dropin"
                    size="small"
                    checked={query.dropInOnly === true}
                    onChange={(on) => setParam('dropIn', on ? '1' : undefined)}
                  />
                  <label htmlFor="jk-alt-dropin">只看可直接替换</label>
                </span>
              </div>
            )}
            <AlternateTable
              alternates={data.alternates}
              showPackage={data.source.kind === 2}
              expandFirst={1}
              loading={result.isFetching}
            />
          </section>
        </>
      )}
    </div>
  );
}

export default SimilarityPage;
