// The power inductor series of the default catalogue (Family.defaultOnly: drawn only at its size).
import type { Family } from '../family.ts';
import { tdkTfmFamily } from './tdk-tfm.ts';
import { WE_LHMI } from './we-lhmi.data.ts';
import { weFamily } from './we-power.ts';
import { WE_XHMI } from './we-xhmi.data.ts';

export function powerInductorFamilies(): Family[] {
  return [weFamily(WE_XHMI), weFamily(WE_LHMI), tdkTfmFamily()];
}
