import { Tag } from 'antd';
import { lifecycleOf } from '../model/catalog.model.ts';

/** A component's lifecycle: 量产, 不推荐新设计, 停产通知, 已停产. Nothing for unknown values. */
export function LifecycleTag({ value }: { value: string | null | undefined }) {
  const lifecycle = lifecycleOf(value);
  if (!lifecycle) return null;
  return (
    <Tag color={lifecycle.color} className="jk-lifecycle-tag" variant="outlined">
      {lifecycle.label}
    </Tag>
  );
}
