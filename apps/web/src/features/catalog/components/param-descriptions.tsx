import { Descriptions, Empty } from 'antd';
import type { ItemParam } from '../api/catalog.types.ts';
import { formatParamValue } from '../model/catalog.model.ts';

/** Every parameter of an item with its unit, two to a row (one on narrow screens). */
export function ParamDescriptions({ params }: { params: readonly ItemParam[] }) {
  if (params.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无参数" />;
  return (
    <Descriptions
      className="jk-params"
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 2 }}
      items={params.map((p) => ({
        key: p.key,
        label: p.name,
        children: formatParamValue(p.display, p.unit),
      }))}
    />
  );
}
