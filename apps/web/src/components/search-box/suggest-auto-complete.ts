import { AutoComplete } from 'antd';

/**
 * antd's AutoComplete (rc-select, its virtual list and popup trigger) for the search box's suggestions: its
 * own chunk, fetched as the pointer or the focus reaches a search box (search-box.tsx), not with every first
 * load (issue 17).
 */
export const SuggestAutoComplete = AutoComplete;
