// Helpers shared by the thin film extension series (thin-film/*.ts).
import { isE24 } from '../../e-series.ts';
import { fourDigitCode, threeDigitCode, type VariantSpec } from '../chip-resistors.ts';

/** E24 values take the three-figure code, every other value the four-figure code (Panasonic, Susumu). */
export const e24ThreeElseFour = (r: number) => (isE24(r) ? threeDigitCode(r) : fourDigitCode(r));

/** A T.C.R. grade of an ordering scheme: its code, ppm/°C, the value range per size it is taken for. */
export interface TcrGrade {
  code: string;
  ppm: number;
  /** Tolerance letters the grade is taken with (default: those of the reel). */
  tols?: string[];
  ranges: Record<string, [number, number]>;
}

/** A packaging (reel) code with the sizes it is offered for. */
export interface ReelCode {
  code: string;
  label: string;
  sizes: string[];
  /** Tolerance letters the reel is offered with (default: all). */
  tols?: string[];
}

/**
 * One variant per T.C.R. grade × packaging × size that the grade has a range for; its code is
 * "grade/packaging" (the part-number function splits it again), its tolerances those both allow.
 */
export function gradeReelVariants(grades: TcrGrade[], reels: ReelCode[]): VariantSpec[] {
  const out: VariantSpec[] = [];
  for (const g of grades)
    for (const reel of reels)
      for (const size of reel.sizes) {
        const range = g.ranges[size];
        const tols =
          g.tols && reel.tols ? g.tols.filter((t) => reel.tols?.includes(t)) : (g.tols ?? reel.tols);
        if (!range || tols?.length === 0) continue;
        out.push({
          code: `${g.code}/${reel.code}`,
          label: `±${g.ppm} ppm/°C, ${reel.label}`,
          tcr: g.ppm,
          sizes: [size],
          ...(tols ? { tols } : {}),
          range,
        });
      }
  return out;
}
