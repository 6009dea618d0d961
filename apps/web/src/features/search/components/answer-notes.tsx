import { buildSearchQuery, decodeKeywordList, SHARED_CODE_BRAND } from '@jianku/rules';
import { Alert } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { SearchResult } from '../api/search.types.ts';

type Relaxed = NonNullable<SearchResult['relaxed']>;
type Decoded = NonNullable<SearchResult['decoded']>;

/**
 * The copy of a relaxed answer (issue 15): 未找到与“7%”匹配的结果，已为您显示“10k 0603”的结果 (the words that
 * found nothing, and the keywords whose results are shown: without them, or broadened, M8x30 → M8).
 */
export function relaxedText(relaxed: Relaxed): string {
  const missing = relaxed.missing.map((w) => `“${w}”`).join('、');
  return `未找到与${missing}匹配的结果，已为您显示“${relaxed.keyWords.split('|').join(' ')}”的结果`;
}

/** The relaxed answer's note, with a link that searches the keywords shown (the query without the words). */
export function RelaxedNote({ relaxed }: { relaxed: Relaxed }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  const { keyWords, notAnalyzerKeyWords } = buildSearchQuery(decodeKeywordList(relaxed.keyWords));
  next.set('keyWords', keyWords);
  if (notAnalyzerKeyWords === '') next.delete('notAnalyzerKeyWords');
  else next.set('notAnalyzerKeyWords', notAnalyzerKeyWords);
  next.delete('page');
  return (
    <Alert
      className="jk-search-relaxed"
      type="warning"
      showIcon
      title={relaxedText(relaxed)}
      description={
        <Link className="jk-search-relaxed-link" to={`?${next.toString()}`}>
          搜索“{relaxed.keyWords.split('|').join(' ')}”
        </Link>
      }
    />
  );
}

/** What the items listed under a decoded part number are to it. */
export const CLOSENESS_TEXT: Record<Decoded['closeness'], string> = {
  'drop-in': '以下为参数相同、精度/电压/电流/介质不低于该型号的条目（可直接替换）',
  value: '以下为值、类型与封装相同的条目（精度或其他参数不同，请核对）',
  'near-value': '没有相同值的条目，以下为同封装、值相差 10% 以内的条目',
  'other-package': '没有同封装的相同或相近值条目，以下为值与类型相同、封装不同的条目（请核对尺寸）',
  size: '没有相同或相近值的条目，以下为同分类、同封装的条目',
  none: '目录中没有同分类、同封装的条目',
};

/** Whose ordering code read the number: 按村田 LQG15HS 系列…, or 按 SS1x 系列（多家厂商通用）… for a shared code. */
function decodedSource(decoded: Decoded): string {
  const scheme =
    decoded.brand === SHARED_CODE_BRAND
      ? `${decoded.series} 系列（多家厂商通用）`
      : `${decoded.brand} ${decoded.series} 系列`;
  return `按${scheme}的型号编码规则解读为${decoded.category}：`;
}

/**
 * A part number the catalogue lacks, read by its maker's ordering code (issue 15): 未找到完全匹配, what the
 * number means, and what the list below is (the nearest items, with a link to the first one's alternates).
 */
export function DecodedPanel({
  decoded,
  library,
  first,
}: {
  decoded: Decoded;
  library: string;
  first: SearchResult['list'][number] | undefined;
}) {
  return (
    <section className="jk-search-decoded" aria-label="型号解读">
      <Alert
        type="info"
        showIcon
        title={`未找到完全匹配：${decoded.partNumber}`}
        description={
          <>
            <p className="jk-search-decoded-source">{decodedSource(decoded)}</p>
            <dl className="jk-search-decoded-params">
              {decoded.params.map((p) => (
                <div key={p.key} data-param={p.key}>
                  <dt>{p.name}</dt>
                  <dd>{p.value}</dd>
                </div>
              ))}
            </dl>
            <p className="jk-search-decoded-closeness">{CLOSENESS_TEXT[decoded.closeness]}</p>
            {first && library !== 'mat' && (
              <Link
                className="jk-search-decoded-alternates"
                to={`/${library}/similarity?partNumber=${encodeURIComponent(first.model)}`}
              >
                查看 {first.model} 的替代/相似
              </Link>
            )}
          </>
        }
      />
    </section>
  );
}
