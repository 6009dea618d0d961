import { FilePdfOutlined } from '@ant-design/icons';
import { isPrivateOrg } from '@jianku/rules';
import { Button, Skeleton } from 'antd';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AddToCompareButton } from '../../../components/compare-tray/add-to-compare-button.tsx';
import { type Library, useLibrary } from '../../../components/library/library.ts';
import { useTabTitle } from '../../../components/tab-bar/use-tab-title.ts';
import { FirstRenderSlice } from '../../../lib/first-render-slices.tsx';
import { lazyWithReload } from '../../../lib/module-reload.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { useItem, useSiblings } from '../api/catalog.queries.ts';
import type { ItemDetail } from '../api/catalog.types.ts';
import { CatalogBreadcrumb } from '../components/catalog-breadcrumb.tsx';
import { CopyTextButton } from '../components/copy-text-button.tsx';
import { EdaSection } from '../components/eda-section.tsx';
import { LifecycleTag } from '../components/lifecycle-tag.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import {
  DesignationsSection,
  EquivalentsTable,
  PropertiesTable,
  SourcesList,
} from '../components/material-sections.tsx';
import { ModelSection } from '../components/model-section.tsx';
import { ParamDescriptions } from '../components/param-descriptions.tsx';
import { SiblingTable } from '../components/sibling-table.tsx';
import { WhenSeen } from '../components/when-seen.tsx';
import { isNotFoundError, useNotFoundRedirect } from '../hooks/use-not-found.ts';
import {
  brandDetailPath,
  buildBreadcrumbs,
  categoryPath,
  distinctLabel,
  isWebUrl,
  itemPath,
  libraryOfKind,
  parseId,
} from '../model/catalog.model.ts';
import '../catalog.css';

/** 数据手册 (the link and the first-page preview) loads with the items that have a datasheet only. */
const DatasheetSection = lazyWithReload(() =>
  import('../components/datasheet-section.tsx').then((m) => ({ default: m.DatasheetSection })),
);

/** The facts under the model: maker, category, standard, series; package and lifecycle; the grade. */
interface MetaRow {
  key: string;
  label: string;
  children: ReactNode;
}

function metaItems(library: Library, item: ItemDetail): MetaRow[] {
  const rows: MetaRow[] = [];
  rows.push({
    key: 'brand',
    label: '品牌',
    children: item.brand ? (
      <Link to={brandDetailPath(library, item.brand.id)}>
        {item.brand.nameZh || item.brand.nameEn}
        {item.brand.nameEn && item.brand.nameZh && item.brand.nameEn !== item.brand.nameZh
          ? ` ${item.brand.nameEn}`
          : ''}
      </Link>
    ) : (
      '通用（按标准）'
    ),
  });
  rows.push({
    key: 'category',
    label: '分类',
    children: <Link to={categoryPath(library, item.category.id)}>{item.category.name}</Link>,
  });
  if (item.standard) rows.push({ key: 'standard', label: '标准', children: item.standard });
  if (item.series && item.series !== item.standard)
    rows.push({ key: 'series', label: '系列', children: item.series });
  if (item.package) rows.push({ key: 'package', label: '封装', children: item.package });
  if (item.lifecycle)
    rows.push({ key: 'lifecycle', label: '生命周期', children: <LifecycleTag value={item.lifecycle} /> });
  if (item.material) {
    rows.push({ key: 'designation', label: '牌号', children: item.material.designation });
    if (item.material.numericCode) {
      rows.push({ key: 'numericCode', label: '数字代号', children: item.material.numericCode });
    }
  }
  return rows;
}

/**
 * /{library}/detail/{id}: breadcrumbs (library › categories › item), model and name, every parameter with
 * its unit, standard, datasheet (new window, only when present), brand; package and lifecycle for
 * components; designation, equivalents, properties with conditions and sources for materials; and the
 * other sizes of the series.
 * Long because the component's state, effects and handlers work on one render; split it when it grows (issue 16).
 */
export function ItemDetailPage({
  materialSections: MaterialSections,
  alternatesSection: AlternatesSection,
  favouriteStar: FavouriteStar,
  orgAction: OrgAction,
}: {
  /**
   * Sections of a material grade from the materials feature (牌号对照 around the equivalents table it is given,
   * 化学成分), given by the router.
   */
  materialSections?: ComponentType<{ itemId: number; designations: ReactNode }>;
  /** The 替代/相似 section of a part or component from the alternates feature, given by the router. */
  alternatesSection?: ComponentType<{ itemId: number; kind: number }>;
  /** The star (收藏) of the personal feature, given by the router; it also records the view (最近浏览). */
  favouriteStar?: ComponentType<{ itemId: number }>;
  /** The enterprise library's tag or 加入企业库 action (org-library feature), given by the router. */
  orgAction?: ComponentType<{ item: ItemDetail }>;
} = {}) {
  const library = useLibrary() ?? 'part';
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const item = useItem(id);
  const siblings = useSiblings(id);
  // the enterprise-library action (and its form's code) only for members of an organisation, or a private item
  const inOrg = useSessionStore((s) => s.isSetUser && isPrivateOrg(s.user?.orgId));
  useNotFoundRedirect(id === null || isNotFoundError(item.error));
  // The tab (and the browser title) tells this item apart from others of the same model (another finish).
  // Titled once the siblings are known, so that a twin's tab never reads as the plain model for a moment.
  useTabTitle(item.data && !siblings.isPending ? distinctLabel(item.data, siblings.data ?? []) : undefined);

  // A new item starts at the top of the page (a sibling picked further down).
  useEffect(() => {
    if (id !== null) window.scrollTo({ top: 0, left: 0 });
  }, [id]);

  // An item of another library is shown under its own library's address.
  const own = item.data ? libraryOfKind(item.data.kind) : null;
  useEffect(() => {
    if (own && own !== library && id !== null) navigate(itemPath(own, id), { replace: true });
  }, [own, library, id, navigate]);

  if (id === null || isNotFoundError(item.error)) return null;
  if (item.isError) return <LoadFailed title="条目加载失败" onRetry={() => item.refetch()} />;
  if (item.isPending) {
    return (
      <div className="jk-cat-page">
        <div className="jk-cat-panel">
          <Skeleton active title={{ width: 320 }} paragraph={{ rows: 4 }} />
        </div>
        <div className="jk-cat-panel">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </div>
    );
  }

  const data = item.data;
  const crumbs = buildBreadcrumbs(library, data.path, { title: data.model });
  const material = data.material;
  // Materials show their values in the property table (with conditions); other parameters stay here.
  const propertyKeys = new Set(material?.properties.map((p) => p.key) ?? []);
  const params = material ? data.params.filter((p) => !propertyKeys.has(p.key)) : data.params;
  const siblingList = siblings.data ?? [];
  const hasSiblings = siblingList.some((s) => s.id !== data.id);
  const showSide = siblings.isPending || hasSiblings;

  return (
    <div className="jk-cat-page">
      <CatalogBreadcrumb crumbs={crumbs} />
      <section className="jk-cat-panel jk-detail-head" aria-label="条目信息">
        <div className="jk-cat-title-row">
          <h1 className="jk-detail-model">
            {data.model}
            <CopyTextButton text={data.model} labels={['复制型号', '已复制']} />
          </h1>
          {library !== 'mat' && (
            <AddToCompareButton item={{ id: data.id, kind: data.kind, model: data.model }} size="middle" />
          )}
          {FavouriteStar && (
            <Suspense fallback={null}>
              <FavouriteStar itemId={data.id} />
            </Suspense>
          )}
          {OrgAction && (inOrg || data.org) && (
            <Suspense fallback={null}>
              <OrgAction item={data} />
            </Suspense>
          )}
        </div>
        <div className="jk-detail-name">{data.name}</div>
        <dl className="jk-detail-meta">
          {metaItems(library, data).map((row) => (
            <div key={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.children}</dd>
            </div>
          ))}
        </dl>
        {data.description && <p className="jk-detail-desc">{data.description}</p>}
        {data.org?.notes && <p className="jk-detail-desc">企业备注：{data.org.notes}</p>}
        {isWebUrl(data.datasheetUrl) && (
          <div className="jk-detail-actions">
            <Button
              icon={<FilePdfOutlined />}
              href={data.datasheetUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              数据手册
            </Button>
          </div>
        )}
      </section>

      {/* below the head: a task of its own on the page load's first render (lib/first-render-slices.tsx) */}
      <FirstRenderSlice>
        <div className={`jk-detail-body${showSide ? '' : ' jk-detail-body--single'}`}>
          <div className="jk-detail-main">
            {(!material || params.length > 0) && (
              <section className="jk-cat-panel" aria-labelledby="jk-params-title">
                <div className="jk-cat-panel-head">
                  <h2 id="jk-params-title" className="jk-cat-panel-title">
                    {data.kind === 1 ? '规格参数' : '参数'}
                  </h2>
                  {data.standard && <span className="jk-cat-panel-note">尺寸与参数依据 {data.standard}</span>}
                </div>
                <ParamDescriptions params={params} />
              </section>
            )}
            {!material && <ModelSection itemId={data.id} kind={data.kind} pkg={data.package} />}
            {!material && <EdaSection itemId={data.id} kind={data.kind} />}
            {!material && isWebUrl(data.datasheetUrl) && (
              <Suspense fallback={null}>
                <DatasheetSection itemId={data.id} url={data.datasheetUrl} />
              </Suspense>
            )}
            {!material && AlternatesSection && (
              <WhenSeen>
                <Suspense fallback={null}>
                  <AlternatesSection itemId={data.id} kind={data.kind} />
                </Suspense>
              </WhenSeen>
            )}
            {material && (
              <>
                {MaterialSections ? (
                  <Suspense
                    fallback={
                      <DesignationsSection>
                        <EquivalentsTable material={material} standard={data.standard} />
                      </DesignationsSection>
                    }
                  >
                    <MaterialSections
                      itemId={data.id}
                      designations={<EquivalentsTable material={material} standard={data.standard} />}
                    />
                  </Suspense>
                ) : (
                  <DesignationsSection>
                    <EquivalentsTable material={material} standard={data.standard} />
                  </DesignationsSection>
                )}
                <section className="jk-cat-panel" aria-labelledby="jk-prop-title">
                  <div className="jk-cat-panel-head">
                    <h2 id="jk-prop-title" className="jk-cat-panel-title">
                      性能
                    </h2>
                  </div>
                  <PropertiesTable properties={material.properties} />
                  {material.sources.length > 0 && (
                    <>
                      <h3 className="jk-cat-panel-title" style={{ margin: '16px 0 8px', fontSize: 14 }}>
                        数据来源
                      </h3>
                      <SourcesList sources={material.sources} />
                    </>
                  )}
                </section>
              </>
            )}
          </div>
          {showSide && (
            <aside className="jk-detail-side">
              <section className="jk-cat-panel" aria-labelledby="jk-siblings-title">
                <div className="jk-cat-panel-head">
                  <h2 id="jk-siblings-title" className="jk-cat-panel-title">
                    同系列其他规格
                  </h2>
                  <span className="jk-cat-panel-note">{data.series}</span>
                </div>
                {siblings.isPending ? (
                  <Skeleton active paragraph={{ rows: 6 }} />
                ) : (
                  <SiblingTable library={library} current={data} siblings={siblingList} />
                )}
              </section>
            </aside>
          )}
        </div>
      </FirstRenderSlice>
    </div>
  );
}
