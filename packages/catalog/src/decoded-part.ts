// What a maker's part number decodes to (decode.ts and the decode-*.ts readers of each family).
import type { ParamValue } from './types.ts';

export interface DecodedPart {
  brandCode: string;
  series: string;
  categoryCode: string;
  package: string;
  params: Record<string, ParamValue>;
  /** names of decoded parameters that the category does not list (a transistor's hFE group) */
  names?: Record<string, string>;
}
