import { Badge, type BadgeProps } from 'antd';
import { BADGE_MAX } from './theme.ts';

/** Badge that caps its count at 99 and shows 99+ (spec §9). */
export function AppBadge(props: BadgeProps) {
  return <Badge overflowCount={BADGE_MAX} {...props} />;
}
