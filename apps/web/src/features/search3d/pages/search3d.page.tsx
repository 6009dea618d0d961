/**
 * 3D搜索 (issue 11, SPEC-2.08, 2.40): /part/search3D and /component/search3D upload an STL or STEP model (or
 * come from an item page's 以此模型搜索相似) and list the most similar catalogue items with their similarity,
 * filterable by category. The query lives in the address (?q=upload id or ?item=item id, &category=,
 * &unit=any), so a result survives a reload and can be shared. /mat/search3D says materials have no models.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLibrary } from '../../../components/library/library.ts';
import { useTabTitle } from '../../../components/tab-bar/use-tab-title.ts';
import { fetchByItem, fetchQuery, type Search3dAnswer, uploadModel } from '../api/search3d.api.ts';
import { Search3dResults } from '../components/search3d-results.tsx';
import { fileProblem, Search3dUpload } from '../components/search3d-upload.tsx';
import '../search3d.css';
import { formatCount } from '../../../lib/format-count.ts';

export const SEARCH3D_TITLE = '3D搜索';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : '检索失败，请稍后重试';

function useSearch3dAddress() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? undefined;
  const itemText = params.get('item');
  const item = itemText && /^\d+$/.test(itemText) ? Number(itemText) : undefined;
  const categoryText = params.get('category');
  const category = categoryText && /^\d+$/.test(categoryText) ? Number(categoryText) : undefined;
  const ignoreScale = params.get('unit') === 'any';
  const set = (next: { q?: string; item?: number; category?: number; ignoreScale?: boolean }) => {
    const out = new URLSearchParams();
    if (next.q) out.set('q', next.q);
    if (next.item) out.set('item', String(next.item));
    if (next.category) out.set('category', String(next.category));
    if (next.ignoreScale) out.set('unit', 'any');
    setParams(out);
  };
  return { q, item, category, ignoreScale, set };
}

export function Search3dPage() {
  const library = useLibrary();
  useTabTitle(SEARCH3D_TITLE);
  if (library === 'mat') {
    return (
      <div className="jk-s3d-page">
        <Empty description="材料没有三维模型，3D 搜索只适用于零部件与元器件">
          <Link to="/part/search3D">去零部件库 3D 搜索</Link>
        </Empty>
      </div>
    );
  }
  return <Search3dSearch />;
}

function Search3dSearch() {
  const address = useSearch3dAddress();
  const { q, item, category, ignoreScale } = address;
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const options = { category, ignoreScale };
  const key = ['search3d', q ?? null, item ?? null, category ?? null, ignoreScale] as const;
  const query = useQuery<Search3dAnswer>({
    queryKey: key,
    queryFn: () => (q ? fetchQuery(q, options) : fetchByItem(item as number, options)),
    enabled: Boolean(q || item),
    retry: false,
    refetchInterval: (qr) => (qr.state.data?.index.building ? 5000 : false),
  });

  const onFile = async (file: File) => {
    const problem = fileProblem(file);
    setUploadError(problem);
    if (problem) return;
    setPercent(0);
    try {
      const answer = await uploadModel(file, { ignoreScale }, setPercent);
      queryClient.setQueryData(['search3d', answer.query.id, null, null, ignoreScale], answer);
      address.set({ q: answer.query.id, ignoreScale });
    } catch (e) {
      setUploadError(messageOf(e));
    } finally {
      setPercent(null);
    }
  };

  const answer = query.data;
  return (
    <div className="jk-s3d-page">
      <h1 className="jk-s3d-title">3D搜索</h1>
      <p className="jk-s3d-intro">
        上传零件的三维模型，按形状找到目录中的标准件与元器件：螺栓、螺钉、螺母、垫圈、深沟球轴承与片式电阻。
        也可以在条目页点击“以此模型搜索相似”。
      </p>
      <Search3dUpload onFile={(f) => void onFile(f)} percent={percent} />
      <Checkbox
        className="jk-s3d-unit"
        checked={ignoreScale}
        onChange={(e) => address.set({ q, item, category, ignoreScale: e.target.checked })}
      >
        忽略尺寸单位（模型以英寸、厘米或米绘制时勾选，按公制同型件匹配）
      </Checkbox>
      {uploadError && <Alert className="jk-s3d-alert" type="error" showIcon title={uploadError} />}
      {query.isError && (
        <Alert className="jk-s3d-alert" type="error" showIcon title={messageOf(query.error)} />
      )}
      {!q && !item && !uploadError && (
        <Empty className="jk-s3d-empty" description="还没有检索：请上传 STL 或 STEP 模型" />
      )}
      {query.isPending && (q || item) && <Skeleton active paragraph={{ rows: 6 }} />}
      {answer && (
        <>
          <div className="jk-s3d-summary">
            <span>
              {answer.query.kind === 'item' ? '条目模型' : '上传的模型'}：<b>{answer.query.fileName}</b>
              {answer.query.triangles > 0 && `，${formatCount(answer.query.triangles)} 个三角面`}
              {answer.query.extents.length === 3 &&
                `，外形约 ${answer.query.extents.map((v) => v.toFixed(1)).join(' × ')}（按毫米读）`}
            </span>
            <span className="jk-s3d-note">
              在 {formatCount(answer.index.models)} 个几何中检索，用时 {answer.ms} ms
            </span>
            {(q || item) && (
              <Button size="small" onClick={() => address.set({})}>
                清除
              </Button>
            )}
          </div>
          {answer.index.building && (
            <Alert
              className="jk-s3d-alert"
              type="info"
              showIcon
              title={`形状索引建立中：已完成 ${answer.index.models} / ${answer.index.total} 个几何，结果会自动更新`}
            />
          )}
          <Search3dResults
            answer={answer}
            category={category}
            onCategory={(c) => address.set({ q, item, category: c, ignoreScale })}
          />
        </>
      )}
    </div>
  );
}
