// The grade picker of the comparison: type a designation in any standard (304, 316L, AISI 316L, SUS316L,
// S31603), pick a grade of the materials library; stops at the limit with the reason.
import { MATERIAL_COMPARE_MAX, MaterialCompareMessage } from '@jianku/rules';
import { Select, Tooltip } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useGradeSearch } from '../api/materials.queries.ts';

export function GradePicker({
  selected,
  onPick,
}: {
  selected: readonly number[];
  onPick: (id: number) => void;
}) {
  const [text, setText] = useState('');
  // search once typing pauses, not on every key
  const query = useDebouncedValue(text);
  const search = useGradeSearch(query);
  const full = selected.length >= MATERIAL_COMPARE_MAX;
  const options = (search.data ?? []).map((g) => ({
    value: g.id,
    label: `${g.model}  ${g.name}`,
    disabled: selected.includes(g.id),
  }));
  return (
    <Tooltip title={full ? MaterialCompareMessage.tooMany : ''}>
      <Select<number>
        className="jk-mc-picker"
        showSearch={{ filterOption: false, onSearch: setText }}
        value={null}
        disabled={full}
        placeholder={
          full ? MaterialCompareMessage.tooMany : '搜索牌号加入对比，如 304、316L、AISI 316L、SUS316L、S31603'
        }
        notFoundContent={
          text.trim() === '' ? '输入牌号搜索' : search.isFetching ? '搜索中…' : '没有找到该牌号'
        }
        options={options}
        onSelect={(id) => {
          onPick(id);
          setText('');
        }}
        aria-label="搜索牌号加入对比"
      />
    </Tooltip>
  );
}
