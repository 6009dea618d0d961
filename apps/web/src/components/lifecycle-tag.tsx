import { Tag } from 'antd';

export type Lifecycle = 'active' | 'nrnd' | 'eol' | 'obsolete';

/** A component's lifecycle as shown: 量产, 不推荐新设计, 停产通知, 已停产. */
export const LIFECYCLE: Record<Lifecycle, { label: string; color: string }> = {
  active: { label: '量产', color: 'success' },
  nrnd: { label: '不推荐新设计', color: 'warning' },
  eol: { label: '停产通知', color: 'orange' },
  obsolete: { label: '已停产', color: 'default' },
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
