import type { ChangeEvent, ReactNode } from 'react';

/**
 * The page-size changer of every antd Pagination (「10 条/页」): a native <select> drawn as antd's Select
 * (app/global.css, .jk-size-select). antd's Pagination imports its Select only for this changer, and that
 * Select (22 KB gzipped) was the search results page's heaviest first-load part; vite.config.ts
 * (paginationNativeSizeChanger) gives Pagination this module in its place (issue 17). It takes the props
 * Pagination passes its Select: options, value, onChange(value), disabled, aria-label, className, size.
 * Anywhere else, use antd's Select.
 */
interface SizeOption {
  label: ReactNode;
  value: number | string;
}

export interface PaginationSizeSelectProps {
  options?: readonly SizeOption[];
  value?: number | string;
  onChange?: (value: number | string, option: SizeOption | undefined) => void;
  disabled?: boolean;
  'aria-label'?: string;
  className?: string;
  size?: 'small' | 'middle' | 'large';
}

export default function PaginationSizeSelect({
  options = [],
  value,
  onChange,
  disabled,
  'aria-label': ariaLabel,
  className,
  size,
}: PaginationSizeSelectProps) {
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const option = options.find((o) => String(o.value) === event.target.value);
    onChange?.(option ? option.value : event.target.value, option);
  };
  return (
    <select
      className={['jk-size-select', size === 'small' && 'jk-size-select--small', className]
        .filter(Boolean)
        .join(' ')}
      value={value === undefined ? '' : String(value)}
      onChange={change}
      disabled={disabled}
      aria-label={ariaLabel}
    >
      {value === undefined && <option value="" hidden />}
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {typeof option.label === 'string' || typeof option.label === 'number'
            ? option.label
            : String(option.value)}
        </option>
      ))}
    </select>
  );
}
