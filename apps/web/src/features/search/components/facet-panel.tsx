import { Button, Checkbox } from 'antd';
// antd's Input alone: its index brings Search, TextArea, Password and OTP as Input's statics (issue 17)
import Input from 'antd/es/input/Input';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { formatCount } from '../../../lib/format-count.ts';
import type { FacetCount, ParamFacet, ValueFacet } from '../api/search.types.ts';
import { parseRangeExpression, rangeExpression } from '../model/search-state.ts';

/** How many options a facet shows before 更多. */
const FOLD_AT = 8;

function FacetGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="jk-facet" aria-label={title}>
      <h3 className="jk-facet-title">{title}</h3>
      {children}
    </section>
  );
}

/** Categories or brands of the matches with their counts; one can be chosen. */
export function CountFacet({
  title,
  options,
  selected,
  onSelect,
}: {
  title: string;
  options: FacetCount[];
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? options : options.slice(0, FOLD_AT);
  return (
    <FacetGroup title={title}>
      <ul className="jk-facet-options">
        {shown.map((o) => (
          <li key={o.id}>
            <button
              type="button"
              className={`jk-facet-option${o.id === selected ? ' is-selected' : ''}`}
              aria-pressed={o.id === selected}
              onClick={() => onSelect(o.id === selected ? null : o.id)}
            >
              <span className="jk-facet-option-name">{o.name}</span>
              <span className="jk-facet-count">{formatCount(o.count)}</span>
            </button>
          </li>
        ))}
      </ul>
      {options.length > FOLD_AT && (
        <Button type="link" size="small" className="jk-facet-more" onClick={() => setExpanded(!expanded)}>
          {expanded ? '收起' : `更多（${options.length}）`}
        </Button>
      )}
    </FacetGroup>
  );
}

/**
 * A numeric parameter as a range: two bounds in any unit the server reads (10uF ~ 100uF; only the lower bound
 * for ≥ 25V). The placeholders show the range of the matches.
 */
export function RangeFacet({
  facet,
  value,
  onChange,
}: {
  facet: ParamFacet;
  value: string | undefined;
  onChange: (expression: string | null) => void;
}) {
  const [range, setRange] = useState(() => parseRangeExpression(value));
  useEffect(() => setRange(parseRangeExpression(value)), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expression = rangeExpression(range);
    onChange(expression === '' ? null : expression);
  };
  const title = facet.unit ? `${facet.name}（${facet.unit}）` : facet.name;
  return (
    <FacetGroup title={title}>
      <form className="jk-range" onSubmit={submit} data-param={facet.key}>
        <Input
          size="small"
          aria-label={`${facet.name} 最小值`}
          placeholder={facet.minDisplay ?? '最小'}
          value={range.min}
          maxLength={32}
          onChange={(e) => setRange({ ...range, min: e.target.value })}
        />
        <span className="jk-range-sep">~</span>
        <Input
          size="small"
          aria-label={`${facet.name} 最大值`}
          placeholder={facet.maxDisplay ?? '最大'}
          value={range.max}
          maxLength={32}
          onChange={(e) => setRange({ ...range, max: e.target.value })}
        />
        <Button size="small" htmlType="submit" type="primary" ghost>
          确定
        </Button>
      </form>
    </FacetGroup>
  );
}

/** An enum parameter as check boxes with counts; any of the ticked values matches. */
export function EnumFacet({
  facet,
  value,
  onChange,
}: {
  facet: ParamFacet;
  value: string | undefined;
  onChange: (expression: string | null) => void;
}) {
  const options = (facet.values ?? []).map((v) => ({ value: v.value, name: v.value, count: v.count }));
  return (
    <CheckboxFacet
      title={facet.name}
      attributes={{ 'data-param': facet.key }}
      options={options}
      checked={value ? value.split('|') : []}
      onChange={(next) => onChange(next.length > 0 ? next.join('|') : null)}
    />
  );
}

/**
 * Package, lifecycle or mounting of the matches as check boxes with their counts (any ticked value matches);
 * ticked values stay listed when the matches no longer count them.
 */
export function ValueFacetGroup({
  title,
  field,
  options,
  checked,
  onChange,
}: {
  title: string;
  field: string;
  options: ValueFacet[];
  checked: string[];
  onChange: (values: string[]) => void;
}) {
  return (
    <CheckboxFacet
      title={title}
      attributes={{ 'data-facet': field }}
      options={options}
      checked={checked}
      onChange={onChange}
    />
  );
}

/** Check boxes with counts, folded after FOLD_AT; ticked values stay listed when the matches no longer count them. */
function CheckboxFacet({
  title,
  attributes,
  options,
  checked,
  onChange,
}: {
  title: string;
  attributes: Record<`data-${string}`, string>;
  options: ValueFacet[];
  checked: string[];
  onChange: (values: string[]) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const all = [
    ...options,
    ...checked
      .filter((c) => !options.some((o) => o.value === c))
      .map((c) => ({ value: c, name: c, count: 0 })),
  ];
  const shown = expanded ? all : all.slice(0, FOLD_AT);
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...checked, value] : checked.filter((c) => c !== value));
  return (
    <FacetGroup title={title}>
      <ul className="jk-facet-options" {...attributes}>
        {shown.map((o) => (
          <li key={o.value}>
            <Checkbox checked={checked.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)}>
              <span className="jk-facet-option-name">{o.name}</span>
              <span className="jk-facet-count">{formatCount(o.count)}</span>
            </Checkbox>
          </li>
        ))}
      </ul>
      {all.length > FOLD_AT && (
        <Button type="link" size="small" className="jk-facet-more" onClick={() => setExpanded(!expanded)}>
          {expanded ? '收起' : `更多（${all.length}）`}
        </Button>
      )}
    </FacetGroup>
  );
}
