// Value codes shared by the thin film extension series (resistor.thinfilm*.ts).
import { isE24 } from '../e-series.ts';
import { fourDigitCode, threeDigitCode } from './resistor.series.ts';

/** E24 values take the three-figure code, every other value the four-figure code (Panasonic, Susumu). */
export const e24ThreeElseFour = (r: number) => (isE24(r) ? threeDigitCode(r) : fourDigitCode(r));
