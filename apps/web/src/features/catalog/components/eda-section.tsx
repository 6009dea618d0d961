import { DownloadOutlined } from '@ant-design/icons';
import type { EdaInfo } from '@jianku/rules/eda-schemas';
import { Button, Skeleton } from 'antd';
// the disabled downloads' reasons: antd's Tooltip loads when one is drawn, not with every item page (issue 17)
import LazyTooltip from '../../../components/lazy-tooltip.tsx';
import { edaFileUrl, useEdaInfo } from '../api/eda.api.ts';
import { modelFileUrl } from '../api/models.api.ts';

const COMPONENT = 2;

interface Download {
  key: string;
  label: string;
  href: string | null;
  fileName: string | null;
  /** why the file is missing (shown on the disabled button) */
  reason: string | null;
}

function downloads(itemId: number, info: EdaInfo): Download[] {
  return [
    {
      key: 'symbol',
      label: '原理图符号',
      href: info.symbol ? edaFileUrl(itemId, 'symbol') : null,
      fileName: info.symbol?.fileName ?? null,
      reason: info.symbolReason,
    },
    {
      key: 'footprint',
      label: 'PCB 封装',
      href: info.footprint ? edaFileUrl(itemId, 'footprint') : null,
      fileName: info.footprint?.fileName ?? null,
      reason: info.footprintReason,
    },
    {
      key: 'model',
      label: '三维模型 STEP',
      href: info.model ? modelFileUrl(itemId, 'step') : null,
      fileName: null,
      reason: info.model ? null : '该器件暂无三维模型',
    },
    {
      key: 'library',
      label: 'KiCad 库（zip）',
      href: info.libraryFileName ? edaFileUrl(itemId, 'library') : null,
      fileName: info.libraryFileName,
      reason: info.libraryFileName ? null : '该器件暂不支持生成 KiCad 库文件',
    },
  ];
}

/**
 * EDA 文件: a component's KiCad symbol, footprint, 3D model and the zip of all three (KiCad 6 or later).
 * A file we cannot make shows as a disabled button with the reason.
 */
export function EdaSection({ itemId, kind }: { itemId: number; kind: number }) {
  const info = useEdaInfo(itemId, kind === COMPONENT);
  if (kind !== COMPONENT || info.isError) return null;
  return (
    <section className="jk-cat-panel" aria-labelledby="jk-eda-title">
      <div className="jk-cat-panel-head">
        <h2 id="jk-eda-title" className="jk-cat-panel-title">
          EDA 文件
        </h2>
        <span className="jk-cat-panel-note">KiCad 6 及以上；封装按 IPC-7351B 标准密度生成</span>
      </div>
      {info.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          <div className="jk-model-downloads">
            {downloads(itemId, info.data).map((d) =>
              d.href ? (
                <Button
                  key={d.key}
                  icon={<DownloadOutlined />}
                  href={d.href}
                  {...(d.fileName ? { download: d.fileName } : {})}
                >
                  {d.label}
                </Button>
              ) : (
                <LazyTooltip key={d.key} title={d.reason}>
                  <Button icon={<DownloadOutlined />} disabled>
                    {d.label}
                  </Button>
                </LazyTooltip>
              ),
            )}
          </div>
          <dl className="jk-eda-facts">
            {info.data.symbol && (
              <div>
                <dt>符号</dt>
                <dd>
                  jianku:{info.data.symbol.name}（{info.data.symbol.pins} 个引脚）
                </dd>
              </div>
            )}
            {info.data.footprint && (
              <div>
                <dt>封装</dt>
                <dd>
                  jianku:{info.data.footprint.name}（{info.data.footprint.pads} 个焊盘）
                </dd>
              </div>
            )}
            {!info.data.symbol && info.data.symbolReason && (
              <div>
                <dt>符号</dt>
                <dd>{info.data.symbolReason}</dd>
              </div>
            )}
            {!info.data.footprint && info.data.footprintReason && (
              <div>
                <dt>封装</dt>
                <dd>{info.data.footprintReason}</dd>
              </div>
            )}
          </dl>
          {info.data.libraryFileName && (
            <p className="jk-cat-panel-note">
              库 zip 解压到 KiCad 工程文件夹后，在“管理符号库”“管理封装库”的工程专用库中添加 ${'{'}KIPRJMOD
              {'}'}/jianku/jianku.kicad_sym 与 ${'{'}KIPRJMOD{'}'}
              /jianku/jianku.pretty，三维模型随封装自动找到。
            </p>
          )}
        </>
      )}
    </section>
  );
}
