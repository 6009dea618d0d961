import { LIFECYCLE_LABEL } from '@jianku/rules';
import { Tag } from 'antd';

export type Lifecycle = 'active' | 'nrnd' | 'eol' | 'obsolete';

/** A component's lifecycle as shown: 量产, 不推荐新设计, 停产通知, 已停产. */
export const LIFECYCLE: Record<Lifecycle, { label: string; color: string }> = {
  active: { label: LIFECYCLE_LABEL.active as string, color: 'success' },
  nrnd: { label: LIFECYCLE_LABEL.nrnd as string, color: 'warning' },
  eol: { label: LIFECYCLE_LABEL.eol as string, color: 'orange' },
  obsolete: { label: LIFECYCLE_LABEL.obsolete as string, color: 'default' },
};

export function lifecycleOf(value: string | null | undefined): { label: string; color: string } | null {
  return value && value in LIFECYCLE ? LIFECYCLE[value as Lifecycle] : null;
}

/** A component's lifecycle tag. Nothing for unknown values. */
export function LifecycleTag({ value }: { value: string | null | undefined }) {
  const lifecycle = lifecycleOf(value);
  if (!lifecycle) return null;
  return (
    <Tag color={lifecycle.color} className="jk-lifecycle-tag" variant="outlined">
      {lifecycle.label}
    </Tag>
  );
}
