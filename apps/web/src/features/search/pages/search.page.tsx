import { LIFECYCLE_LABEL } from '@jianku/rules';
import { Alert, Button, Empty, Pagination, Segmented, Skeleton, Spin, Tag } from 'antd';
import { useLocation } from 'react-router';
import { useLibrary } from '../../../components/library/library.ts';
import { isJkError } from '../../../lib/errors.ts';
import { FirstRenderSlice } from '../../../lib/first-render-slices.tsx';
import { useSearchResults } from '../api/search.queries.ts';
import type { ParamFacet, SearchKind, SearchResult, SearchSort } from '../api/search.types.ts';
import { DecodedPanel, RelaxedNote } from '../components/answer-notes.tsx';
import { CountFacet, EnumFacet, RangeFacet, ValueFacetGroup } from '../components/facet-panel.tsx';
import { ResultList } from '../components/result-list.tsx';
import { useSearchAddress } from '../hooks/use-search-address.ts';
import {
  CLEAR_FILTERS,
  describeFilter,
  hasFilters,
  PAGE_SIZES,
  pageSearchQuery,
  type SearchState,
  SORTS,
  VALUE_FILTERS,
  type ValueField,
} from '../model/search-state.ts';
import '../search.css';
import { formatCount } from '../../../lib/format-count.ts';

/** The server's time: one decimal under 10 ms, whole milliseconds above. */
export function formatMs(ms: number): string {
  return String(Number(ms.toFixed(ms < 10 ? 1 : 0)));
}

/** The titles of the value facets (安装方式 is read by the server from the package, by standard). */
const VALUE_TITLE: Record<ValueField, string> = {
  mountings: '安装方式',
  packages: '封装',
  lifecycles: '生命周期',
};

/** A ticked value as shown: its name in the answer's facet, else the lifecycle's label, else itself. */
function valueName(field: ValueField, value: string, facets: SearchResult['facets'] | undefined): string {
  const named = facets?.[field].find((f) => f.value === value)?.name;
  if (named) return named;
  return field === 'lifecycles' ? (LIFECYCLE_LABEL[value] ?? value) : value;
}

/** 0.1uF 已按 100 nF 匹配：the keywords the server read as quantities. */
function Quantities({ result }: { result: SearchResult }) {
  if (result.quantities.length === 0) return null;
  return (
    <Alert
      className="jk-search-quantities"
      type="info"
      showIcon
      title={result.quantities.map((q) => `${q.text} 已按 ${q.display} 匹配`).join('；')}
    />
  );
}

/** The filters in force, each removable, and 清除筛选. */
function ActiveFilters({
  state,
  result,
  onChange,
}: {
  state: SearchState;
  result: SearchResult | undefined;
  onChange: ReturnType<typeof useSearchAddress>['update'];
}) {
  if (!hasFilters(state)) return null;
  const category = result?.facets.categories.find((c) => c.id === state.categoryId);
  const brand = result?.facets.brands.find((b) => b.id === state.brandId);
  const paramOf = (key: string): ParamFacet | undefined => result?.facets.params.find((p) => p.key === key);
  return (
    <section className="jk-search-active" aria-label="已选条件">
      <span className="jk-search-active-label">已选条件：</span>
      {state.categoryId !== null && (
        <Tag closable onClose={() => onChange({ categoryId: null })}>
          分类：{category?.name ?? '所选分类'}
        </Tag>
      )}
      {state.brandId !== null && (
        <Tag closable onClose={() => onChange({ brandId: null })}>
          品牌：{brand?.name ?? '所选品牌'}
        </Tag>
      )}
      {VALUE_FILTERS.map(({ field, key }) =>
        state[field].length > 0 ? (
          <Tag key={key} closable onClose={() => onChange({ [field]: [] })} data-facet={key}>
            {VALUE_TITLE[field]}：{state[field].map((v) => valueName(field, v, result?.facets)).join(' / ')}
          </Tag>
        ) : null,
      )}
      {Object.entries(state.params).map(([key, expression]) => {
        const facet = paramOf(key);
        return (
          <Tag key={key} closable onClose={() => onChange({ params: { [key]: null } })} data-param={key}>
            {facet?.name ?? key}：{describeFilter(facet?.type ?? 'numeric', expression)}
          </Tag>
        );
      })}
      <Button type="link" size="small" onClick={() => onChange(CLEAR_FILTERS)}>
        清除筛选
      </Button>
    </section>
  );
}

/** 搜索“…” or 搜索结果 when there are no keywords. */
function SearchTitle({ words }: { words: string }) {
  return (
    <h1 className="jk-search-title">
      {words ? (
        <>
          搜索<span className="jk-search-words">“{words}”</span>
        </>
      ) : (
        '搜索结果'
      )}
    </h1>
  );
}

/** 共 N 条结果，用时 x ms. */
function SearchStats({ result }: { result: SearchResult }) {
  return (
    <span className="jk-search-stats">
      共 <strong>{formatCount(result.total)}</strong> 条结果，用时 {formatMs(result.tookMs)} ms
    </span>
  );
}

/**
 * A category's own 安装方式 parameter (connectors: 直插 / 贴片) says what the mounting facet says, read from the
 * same parts' packages: it is not shown beside it under the same title, unless the address filters by it.
 */
function sameAsMounting(facet: ParamFacet, facets: SearchResult['facets'], state: SearchState): boolean {
  return facet.key === 'mounting' && facets.mountings.length > 0 && state.params.mounting === undefined;
}

/** The facet column: categories, brands, mountings, packages, lifecycles and the category's parameters (a skeleton while the first answer loads). */
function FacetColumn({
  state,
  facets,
  loading,
  onChange,
}: {
  state: SearchState;
  facets: SearchResult['facets'] | undefined;
  loading: boolean;
  onChange: ReturnType<typeof useSearchAddress>['update'];
}) {
  return (
    <aside className="jk-search-facets" aria-label="筛选">
      {loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : facets ? (
        <>
          {facets.categories.length > 0 && (
            <CountFacet
              title="分类"
              options={facets.categories}
              selected={state.categoryId}
              onSelect={(id) => onChange({ categoryId: id })}
            />
          )}
          {facets.brands.length > 0 && (
            <CountFacet
              title="品牌"
              options={facets.brands}
              selected={state.brandId}
              onSelect={(id) => onChange({ brandId: id })}
            />
          )}
          {VALUE_FILTERS.map(({ field, key }) =>
            facets[field].length > 0 || state[field].length > 0 ? (
              <ValueFacetGroup
                key={key}
                title={VALUE_TITLE[field]}
                field={key}
                options={facets[field]}
                checked={state[field]}
                onChange={(values) => onChange({ [field]: values })}
              />
            ) : null,
          )}
          {facets.params
            .filter((facet) => !sameAsMounting(facet, facets, state))
            .map((facet) =>
              facet.type === 'numeric' ? (
                <RangeFacet
                  key={facet.key}
                  facet={facet}
                  value={state.params[facet.key]}
                  onChange={(expression) => onChange({ params: { [facet.key]: expression } })}
                />
              ) : (
                <EnumFacet
                  key={facet.key}
                  facet={facet}
                  value={state.params[facet.key]}
                  onChange={(expression) => onChange({ params: { [facet.key]: expression } })}
                />
              ),
            )}
          {facets.params.length === 0 && facets.categories.length > 1 && (
            <p className="jk-facet-hint">选择一个分类后可按参数筛选。</p>
          )}
        </>
      ) : null}
    </aside>
  );
}

const LIBRARY_OF_KIND: Record<number, 'part' | 'component' | 'mat'> = { 1: 'part', 2: 'component', 4: 'mat' };

export interface SearchPageProps {
  /** 'org': the signed-in user's organisation's library (the enterprise library page embeds the results) */
  scope?: 'org';
  /** the path whose address holds the search (default /{library}/search) */
  ownPath?: string;
  /** the library searched (default the page's) */
  kind?: SearchKind;
}

/**
 * The results page of /part/search, /component/search and /mat/search (SPEC-2.04): keyword search with
 * category, brand and parameter facets (unit-aware ranges), sorting and paging, everything in the address.
 * The enterprise library (/part/brand-detail/{orgId}?type=1) shows the same results with scope 'org'.
 */
export function SearchPage({ scope, ownPath, kind: kindOf }: SearchPageProps = {}) {
  const pageLibrary = useLibrary() ?? 'part';
  // an embedded search (the enterprise library) links its items to their own library's pages
  const library = kindOf === undefined ? pageLibrary : (LIBRARY_OF_KIND[kindOf] ?? pageLibrary);
  // Its own path: /component/search, or /plugin/component/search in plugin mode (SPEC-2.19).
  const inPlugin = useLocation().pathname.startsWith('/plugin/');
  const { state, update, active } = useSearchAddress(
    ownPath ?? `${inPlugin ? '/plugin' : ''}/${pageLibrary}/search`,
  );
  const query = pageSearchQuery(pageLibrary, state, { kind: kindOf, scope });
  const results = useSearchResults(query, active);
  const result = results.data;
  const error = results.isError ? results.error : null;
  const errorMessage = error ? (isJkError(error) ? error.message : '搜索失败，请稍后重试') : null;

  const facets = result?.facets;
  const hasFacets =
    !!facets &&
    (facets.categories.length > 0 ||
      facets.brands.length > 0 ||
      VALUE_FILTERS.some(({ field }) => facets[field].length > 0) ||
      facets.params.length > 0);
  // The facet column shows while the first answer loads and when there is something to filter by; an answer
  // without matches (nothing to filter) gives the results the whole width.
  const showFacets = (results.isPending && !result) || hasFacets;
  const words = state.keywords.join(' ');

  return (
    <div className="jk-search-page">
      <div className="jk-search-head">
        <SearchTitle words={words} />
        {result && !error && <SearchStats result={result} />}
      </div>
      <ActiveFilters state={state} result={result} onChange={update} />

      <div className={showFacets ? 'jk-search-body' : 'jk-search-body jk-search-body--single'}>
        {showFacets && (
          <FacetColumn
            state={state}
            facets={facets}
            loading={results.isPending && !result}
            onChange={update}
          />
        )}

        <section className="jk-search-results" aria-label="搜索结果">
          <div className="jk-search-toolbar">
            <span className="jk-search-toolbar-label">排序：</span>
            <Segmented<SearchSort>
              size="small"
              options={SORTS.map((s) => ({ value: s.value, label: s.label }))}
              value={state.sort}
              onChange={(sort) => update({ sort })}
            />
          </div>
          {/* the answer's notes come inside the results' area, where the skeleton was: above it they
              would push the whole page down when the answer arrives (issue 17: CLS) */}
          {result && !error && result.relaxed && <RelaxedNote relaxed={result.relaxed} />}
          {result && !error && result.decoded && (
            <DecodedPanel decoded={result.decoded} library={library} first={result.list[0]} />
          )}
          {result && !error && <Quantities result={result} />}

          {errorMessage ? (
            <Alert className="jk-search-error" type="error" showIcon title={errorMessage} />
          ) : results.isPending && !result ? (
            <div className="jk-search-skeleton">
              <Skeleton active paragraph={{ rows: 3 }} />
              <Skeleton active paragraph={{ rows: 3 }} />
              <Skeleton active paragraph={{ rows: 3 }} />
            </div>
          ) : result && result.list.length === 0 ? (
            <Empty className="jk-search-empty" description="暂无匹配的结果">
              <ul className="jk-search-hints">
                <li>检查型号或关键字的拼写，或减少关键字</li>
                <li>数值可写成 0.1uF、100nF、10k、25V 等形式</li>
                {hasFilters(state) && <li>放宽或清除筛选条件</li>}
              </ul>
              {hasFilters(state) && <Button onClick={() => update(CLEAR_FILTERS)}>清除筛选</Button>}
            </Empty>
          ) : result ? (
            <Spin spinning={results.isFetching && results.isPlaceholderData} delay={150}>
              <ResultList library={library} items={result.list} />
              {/* after the rows the list draws a task later on the load's first render (lib/first-render-slices.tsx) */}
              <FirstRenderSlice>
                <Pagination
                  className="jk-search-pagination"
                  current={state.page}
                  pageSize={state.pageSize}
                  total={result.total}
                  pageSizeOptions={PAGE_SIZES.map(String)}
                  showSizeChanger
                  showTotal={(total) => `共 ${formatCount(total)} 条`}
                  onChange={(page, pageSize) =>
                    pageSize !== state.pageSize ? update({ pageSize }) : update({ page })
                  }
                />
              </FirstRenderSlice>
            </Spin>
          ) : null}
        </section>
      </div>
    </div>
  );
}
