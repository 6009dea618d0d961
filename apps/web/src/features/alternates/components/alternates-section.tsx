import { Alert, Button, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useAlternates } from '../api/alternates.queries.ts';
import { libraryOfKind, similarityPath } from '../model/alternates.model.ts';
import { AlternateTable } from './alternate-table.tsx';
import { DesignationTable } from './designation-table.tsx';
import '../alternates.css';

const SHOWN = 5;

/**
 * The 替代/相似 section of a component or part page: its first alternates (drop-in first) with the reason, the
 * other designations of a standard part, and a link to the similarity page with all of them and the filters.
 * Nothing for materials (their equivalents have their own section).
 *
 *   <AlternatesSection itemId={item.id} kind={item.kind} />
 */
export function AlternatesSection({ itemId, kind }: { itemId: number; kind: number }) {
  const result = useAlternates({ id: itemId, limit: SHOWN });
  if (kind !== 1 && kind !== 2) return null;
  const data = result.data;
  const library = libraryOfKind(kind);
  return (
    <section className="jk-alt-panel jk-alt-section" aria-labelledby="jk-alt-section-title">
      <div className="jk-alt-head">
        <h2 id="jk-alt-section-title" className="jk-alt-title">
          替代/相似
        </h2>
        {data?.rule && (
          <span className="jk-alt-note">
            共 {data.total} 个，其中可直接替换 {data.dropInTotal} 个
          </span>
        )}
        <span className="jk-alt-extra">
          <Link to={similarityPath(library, itemId)}>
            <Button size="small">查看全部替代与筛选</Button>
          </Link>
        </span>
      </div>
      {result.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {result.isError && <Alert type="warning" showIcon title="替代条目加载失败" />}
      {data && (
        <>
          {data.designations.length > 0 && (
            <div style={{ marginBottom: 16 }}>
              <DesignationTable designations={data.designations} compact />
            </div>
          )}
          {data.rule ? (
            <AlternateTable alternates={data.alternates} showPackage={kind === 2} compact />
          ) : (
            <div className="jk-alt-note">{data.notice}</div>
          )}
        </>
      )}
    </section>
  );
}
