import { KEYWORD_MAX_LENGTH, SearchMessage } from '@jianku/rules';
// antd's Search alone (in the shell, with the header): Input's index brings TextArea, Password and OTP too
import Search from 'antd/es/input/Search';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/feedback.ts';
import { capVendorInput, checkVendorSearch } from '../model/vendor-search.model.ts';

export interface VendorSearchProps {
  /** The search in the address (keyWords). */
  value: string;
  /** A new search: the trimmed text, or null when the box was cleared (all manufacturers). */
  onSearch: (keyWords: string | null) => void;
}

/**
 * The simple (organisation) search of the brand pages: placeholder 请输入厂商名称, at most 128 characters,
 * trimmed; searching with nothing typed shows 请输入内容再进行搜索 for one second (spec §5, SPEC-8.22).
 */
export function VendorSearch({ value, onSearch }: VendorSearchProps) {
  const [text, setText] = useState(value);
  // The box follows the address (back / forward, a shared link).
  useEffect(() => setText(value), [value]);

  return (
    <Search
      className="jk-brand-search"
      placeholder={SearchMessage.vendorPlaceholder}
      aria-label={SearchMessage.vendorPlaceholder}
      maxLength={KEYWORD_MAX_LENGTH}
      allowClear
      enterButton="搜索"
      value={text}
      onChange={(e) => setText(capVendorInput(e.target.value))}
      onSearch={(raw, _event, info) => {
        if (info?.source === 'clear') {
          if (value !== '') onSearch(null);
          return;
        }
        const result = checkVendorSearch(raw);
        if ('error' in result) {
          toast.searchError(result.error);
          return;
        }
        setText(result.keyWords);
        onSearch(result.keyWords);
      }}
    />
  );
}
