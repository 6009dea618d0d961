// UNI-ROYAL (厚声) thick film chip resistors in the sizes the base family res.uniroyal (resistors/chip-resistors.ts,
// 0402–1206) leaves out; an extension series (see resistors/registry.ts).
import { DATASHEETS } from '../../datasheets.ts';
import type { ResistorSeries } from '../chip-resistors.ts';
import { baseSeries } from '../yageo.ts';

export const UNIROYAL_THICK_SERIES: ResistorSeries[] = [
  {
    // UNI-ROYAL thick film chip resistors, explanation of part no. system: size (4 characters) + wattage
    // (WM 1/20 W, W2 1/2 W, 1W 1 W) + tolerance (F ±1 %, J ±5 %) + value (±1 %: 3 significant figures +
    // multiplier, J = ×0.1, K = ×0.01; ±5 %: "0" + 2 figures + multiplier) + packing type T (tape/reel) +
    // quantity (E 15,000, 5 5,000, 4 4,000 pcs) + E (lead free). Real part numbers: 0201WMF1002TEE,
    // 0201WMF330JTEE, 1210W2F330JT5E, 1210W2F1004T5E, 25121WF2201T4E, 25121WF4703T4E, (RND) 25121WJ0152T4E.
    // Ratings (data sheet table): 0201 1/20 W, max. working voltage 25 V, 1 Ω–10 MΩ (±1 %, ±5 %);
    // 1210 and 2512 200 V. For 1210 (rated 1/4 W, 1/2 W in the W2 grade) and 2512 (1 W) the table gives
    // ranges down to 0.1 Ω and to 10 MΩ and above, split by tolerance in cells not read with certainty:
    // taken 1 Ω–1 MΩ. E24 for ±5 %, E24 + E96 for ±1 %. TCR not stated here (per value range in the table).
    // Left out: 01005, 1812 and 2010 (wattage codes not confirmed), the ±0.5 % and ±2 % grades, other
    // packing quantities, values below 1 Ω (current sensing), jumpers.
    id: 'res.uniroyal.ext',
    brandCode: 'uniroyal',
    series: 'W (厚膜片式)',
    technology: '厚膜',
    aec: false,
    sizes: [
      { size: '0201', code: 'WM', power: 1 / 20, powerFraction: '1/20', maxV: 25, pack: 'TEE' },
      { size: '1210', code: 'W2', power: 1 / 2, powerFraction: '1/2', maxV: 200, pack: 'T5E' },
      { size: '2512', code: '1W', power: 1, powerFraction: '1', maxV: 200, pack: 'T4E' },
    ],
    tols: [
      {
        pct: 1,
        letter: 'F',
        values: 'E24+E96',
        min: 1,
        max: 10e6,
        rangeBySize: { '1210': [1, 1e6], '2512': [1, 1e6] },
      },
      {
        pct: 5,
        letter: 'J',
        values: 'E24',
        min: 1,
        max: 10e6,
        rangeBySize: { '1210': [1, 1e6], '2512': [1, 1e6] },
      },
    ],
    variants: [{ code: '', label: '编带' }],
    // Same part-number scheme as the base family.
    mpn: baseSeries('res.uniroyal').mpn,
    // the chip series' datasheet the base family res.uniroyal carries (SMD-SP-001, 0201–2512)
    datasheet: () => DATASHEETS.uniroyalChip,
    source: 'UNI-ROYAL thick film chip resistors data sheet (0201–2512), explanation of part no. system',
  },
];
