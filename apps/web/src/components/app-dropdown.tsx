import { Dropdown, type DropdownProps } from 'antd';
import { dropdownDelays } from './theme.ts';

/** Dropdown that opens and closes after 150 ms (spec §9). */
export function AppDropdown(props: DropdownProps) {
  return <Dropdown {...dropdownDelays} {...props} />;
}
