// KOA RK73H (±1 %) and RK73B (±5 %) thick film chip resistors beyond the base family res.koa.rk73
// (resistors/chip-resistors.ts: RK73H/RK73B in 1E TP, 1J/2A/2B TD, 10 Ω–1 MΩ); extension series (see
// resistors/registry.ts).
//
// Part number (KOA Speer "ordering information", RK73H "precision 0.5 %, 1 % tolerance thick film chip
// resistor" sheet of 4/27/11 and RK73B "general purpose 2 %, 5 % tolerance thick film chip resistor"):
// RK73H / RK73B + size code (1F 01005, 1H 0201, 1E 0402, 1J 0603, 2A 0805, 2B 1206, 2E 1210, 2H / W2H
// 2010, 3A / W3A 2512) + termination T (Sn) + packaging + value (RK73H: 3 significant figures + multiplier,
// "R" as the decimal point below 100 Ω; RK73B: 2 significant figures + multiplier, "R" below 10 Ω) +
// tolerance (RK73H: D ±0.5 %, F ±1 %; RK73B: G ±2 %, J ±5 %).
// RK73B packaging codes as its ordering information lists them: TA (0201 only, 1 mm pitch pressed paper),
// TC (0201 only, 7" 2 mm pitch pressed paper, 10,000 pcs/reel), TCM (the same, 15,000 pcs/reel), TCD (0201
// only, 10" 2 mm pitch pressed paper), TPD (0402 only, 10" plastic embossed), TPL (0402 only, 2 mm pitch
// punched paper), TP (0402, 0603 and 0805, 7"); the rest of the list (TD/TE …) was cut off in our copy.
//
// Taken, each size/packaging pair confirmed by real part numbers where the list above does not give it:
//   RK73H ±1 %: 1H TC (RK73H1HTTC13R3F, RK73H1HTTC3320F, RK73H1HTTC1003F), 2A TE (RK73H2ATTE1002F,
//     RK73H2ATTE2002F, RK73H2ATTE2001F), 2E TD (RK73H2ETTD10R0F), 2H TE (RK73H2HTTE7502F,
//     RK73H2HTTE80R6F), 3A TE (RK73H3ATTE80R6F), W3A TE (RK73HW3ATTE10R0F).
//   RK73B ±5 %: 1H TA/TC/TCM/TCD, 1E TPD/TPL, 1J TP, 2A TP (the ordering information) and 2A TE
//     (RK73B2ATTE103J), W3A TE (RK73BW3ATTE303J, RK73BW3ATTE5R1J).
// Values: ±1 % E24 + E96 and ±5 % E24 in 10 Ω–1 MΩ, the range of the base family, which every ratings row we
// read for these sizes covers (the ratings tables came to us only as garbled third-party copies, so the wider
// ends — 1 Ω, 10 MΩ and above — are left out, and so are rated power, maximum working voltage and T.C.R.,
// as in the base family). AEC-Q200 qualified 0201 (1H) to 2512 (3A/W3A) as both sheets state (only the 01005
// size 1F is exempt).
// Left out: ±0.5 % (D) and ±2 % (G) (their ranges not read), the 01005 size (1F), W2H, 2B TE and the
// packaging codes not confirmed for a size (TDD, TED …), gold (G) and SnPb (L) terminations, jumpers (RK73Z).
import { DATASHEETS } from '../../datasheets.ts';
import { fourDigitCode, type ResistorSeries, type SizeSpec, threeDigitCode } from '../chip-resistors.ts';

const koa = (size: string, code: string): SizeSpec => ({ size, code, power: null, maxV: null });

/** A KOA packaging code, with the sizes it is taken for. */
const pack = (code: string, label: string, sizes: string[]) => ({ code, label: `${label} (${code})`, sizes });

const KOA_SOURCE = 'KOA Speer RK73H / RK73B thick film chip resistor datasheets, ordering information';

export const KOA_THICK_SERIES: ResistorSeries[] = [
  {
    id: 'res.koa.rk73h.ext',
    brandCode: 'koa',
    series: 'RK73H',
    technology: '厚膜',
    aec: true,
    sizes: [
      koa('0201', '1H'),
      koa('0805', '2A'),
      koa('1210', '2E'),
      koa('2010', '2H'),
      koa('2512', '3A'),
      koa('2512', 'W3A'),
    ],
    tols: [{ pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6 }],
    variants: [
      pack('TC', '编带', ['0201']),
      pack('TE', '编带', ['0805', '2010', '2512']),
      pack('TD', '编带', ['1210']),
    ],
    mpn: (s, _t, r, v) => `RK73H${s.code}T${v.code}${fourDigitCode(r)}F`,
    datasheet: () => DATASHEETS.koaRk73h,
    source: KOA_SOURCE,
  },
  {
    id: 'res.koa.rk73b.ext',
    brandCode: 'koa',
    series: 'RK73B',
    technology: '厚膜',
    aec: true,
    sizes: [koa('0201', '1H'), koa('0402', '1E'), koa('0603', '1J'), koa('0805', '2A'), koa('2512', 'W3A')],
    tols: [{ pct: 5, letter: 'J', values: 'E24', min: 10, max: 1e6 }],
    variants: [
      pack('TA', '1 mm 间距压孔纸带', ['0201']),
      pack('TC', '7英寸卷盘, 2 mm 间距压孔纸带, 10000只/卷', ['0201']),
      pack('TCM', '7英寸卷盘, 2 mm 间距压孔纸带, 15000只/卷', ['0201']),
      pack('TCD', '10英寸卷盘, 2 mm 间距压孔纸带', ['0201']),
      pack('TPD', '10英寸卷盘, 压纹塑料载带', ['0402']),
      pack('TPL', '2 mm 间距冲孔纸带', ['0402']),
      pack('TP', '7英寸卷盘', ['0603', '0805']),
      pack('TE', '编带', ['0805', '2512']),
    ],
    mpn: (s, _t, r, v) => `RK73B${s.code}T${v.code}${threeDigitCode(r)}J`,
    datasheet: () => DATASHEETS.koaRk73b,
    source: KOA_SOURCE,
  },
];
