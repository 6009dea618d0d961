/**
 * The compare tray: a small panel fixed at the bottom right of the part and component library pages,
 * shown while it holds items. It lists them (each removable), shows the count (3/10) and opens the
 * comparison (/{library}/compare?ids=…); 清空 empties it. Folds to a bar.
 */
import { CloseOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { COMPARE_MAX_ITEMS, formatCompareIds } from '@jianku/rules';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCompareTrayStore } from '../../stores/compare-tray.store.ts';
import './compare-tray.css';

/** The comparison page of a tray's library. */
export function comparePath(kind: number | null, ids: readonly number[]): string {
  const library = kind === 1 ? 'part' : 'component';
  return ids.length > 0 ? `/${library}/compare?ids=${formatCompareIds(ids)}` : `/${library}/compare`;
}

export function CompareTray() {
  const { kind, ids, models, remove, clear } = useCompareTrayStore();
  const [open, setOpen] = useState(true);
  const navigate = useNavigate();
  if (ids.length === 0) return null;
  const library = kind === 1 ? '零部件' : '元器件';

  return (
    <aside className={`jk-compare-tray${open ? '' : ' is-folded'}`} aria-label="对比栏">
      <div className="jk-compare-tray-head">
        <span className="jk-compare-tray-title">
          参数对比 · {library}
          <Badge
            count={`${ids.length}/${COMPARE_MAX_ITEMS}`}
            color="#1677ff"
            className="jk-compare-tray-count"
            aria-label={`已选 ${ids.length} 个`}
          />
        </span>
        <Button
          type="text"
          size="small"
          icon={open ? <DownOutlined /> : <UpOutlined />}
          onClick={() => setOpen(!open)}
          aria-label={open ? '收起对比栏' : '展开对比栏'}
        />
      </div>
      {open && (
        <ul className="jk-compare-tray-list">
          {ids.map((id) => (
            <li key={id}>
              <span className="jk-compare-tray-model">{models[id] ?? `ID ${id}`}</span>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                onClick={() => remove(id)}
                aria-label={`移出 ${models[id] ?? id}`}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="jk-compare-tray-actions">
        <Button size="small" onClick={clear}>
          清空
        </Button>
        <Button type="primary" size="small" onClick={() => navigate(comparePath(kind, ids))}>
          开始对比
        </Button>
      </div>
    </aside>
  );
}
