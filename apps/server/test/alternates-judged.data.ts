/**
 * The judged alternates set (issue 10): pairs of catalogue items where the second is a drop-in replacement for
 * the first, and pairs that must never be offered as drop-in. Run by alternates.test.ts on the catalogue
 * seeded at size 20000 (every item below is in that sample: chip resistors, MLCCs and deep groove ball bearings
 * of the base families; none is from an extension family).
 *
 * How the pairs were chosen: the criteria of the makers' and distributors' cross-reference practice, applied to
 * the makers' own ordering codes as each family's datasheet decodes them (the datasheet is named per pair):
 * - chip resistors of different makers with the same EIA size, resistance, tolerance, rated power and TCR,
 *   an AEC-Q200 part replaced only by an AEC-Q200 part (YAGEO RC / UNI-ROYAL / 风华 RS / ROHM MCR / Stackpole RMCF / Bourns CR / Panasonic ERJ / Vishay CRCW ...);
 * - MLCCs of different makers with the same EIA size, capacitance, dielectric, rated voltage and tolerance
 *   (YAGEO CC / 风华 / Murata GRM / Samsung CL / TDK C);
 * - deep groove ball bearings of different makers with the same basic designation, seal form and clearance,
 *   read through each maker's suffix system (2RS = SKF 2RSH = NSK DDU = Schaeffler 2RSR; 2Z = NSK ZZ; C3):
 *   SKF PUB BU/P1 17000, NSK CAT. No. E1102e, Schaeffler HR 1, GB/T 272-2017.
 * They were picked in key order with a few pairs per maker combination, both directions.
 * Must-not pairs: the same value with a lower rated voltage, a worse dielectric (X5R for X7R), another package,
 * a wider tolerance, and a bearing with shields for one with seals (and the reverse).
 */

export interface JudgedPair {
  /** item code of the part to replace */
  from: string;
  /** item code of the replacement */
  to: string;
  /** where the equivalence comes from */
  source: string;
}

export interface MustNotPair extends JudgedPair {
  /** why it is not a drop-in */
  why: string;
}

export const JUDGED_PAIRS: readonly JudgedPair[] = [
  {
    from: 'GB276-6000-2RS_C3',
    to: 'NSK-6000DDUC3',
    source: 'GB 60 系列: GB/T 276-2013 ↔ nsk 60 系列: GB/T 276-2013',
  },
  {
    from: 'GB276-6000-2RS_C3',
    to: 'SCHAEFFLER-6000-2RSR-C3',
    source: 'GB 60 系列: GB/T 276-2013 ↔ schaeffler 60 系列: GB/T 276-2013',
  },
  {
    from: 'NSK-6000DDUC3',
    to: 'GB276-6000-2RS_C3',
    source: 'nsk 60 系列: GB/T 276-2013 ↔ GB 60 系列: GB/T 276-2013',
  },
  {
    from: 'NSK-6000DDUC3',
    to: 'SCHAEFFLER-6000-2RSR-C3',
    source: 'nsk 60 系列: GB/T 276-2013 ↔ schaeffler 60 系列: GB/T 276-2013',
  },
  {
    from: 'SCHAEFFLER-6000-2RSR-C3',
    to: 'GB276-6000-2RS_C3',
    source: 'schaeffler 60 系列: GB/T 276-2013 ↔ GB 60 系列: GB/T 276-2013',
  },
  {
    from: 'SCHAEFFLER-6000-2RSR-C3',
    to: 'NSK-6000DDUC3',
    source: 'schaeffler 60 系列: GB/T 276-2013 ↔ nsk 60 系列: GB/T 276-2013',
  },
  {
    from: 'GB276-6000_C3',
    to: 'C-AND-U-6000_C3',
    source: 'GB 60 系列: GB/T 276-2013 ↔ c-and-u 60 系列: GB/T 276-2013',
  },
  {
    from: 'C-AND-U-6000_C3',
    to: 'GB276-6000_C3',
    source: 'c-and-u 60 系列: GB/T 276-2013 ↔ GB 60 系列: GB/T 276-2013',
  },
  {
    from: 'GB276-6002-2Z',
    to: 'C-AND-U-6002-2Z',
    source: 'GB 60 系列: GB/T 276-2013 ↔ c-and-u 60 系列: GB/T 276-2013',
  },
  {
    from: 'C-AND-U-6002-2Z',
    to: 'GB276-6002-2Z',
    source: 'c-and-u 60 系列: GB/T 276-2013 ↔ GB 60 系列: GB/T 276-2013',
  },
  {
    from: 'ZWZ-6003-2RS',
    to: 'NSK-6003DDU',
    source: 'zwz 60 系列: GB/T 276-2013 ↔ nsk 60 系列: GB/T 276-2013',
  },
  {
    from: 'NSK-6003DDU',
    to: 'ZWZ-6003-2RS',
    source: 'nsk 60 系列: GB/T 276-2013 ↔ zwz 60 系列: GB/T 276-2013',
  },
  {
    from: 'SKF-6003-2Z',
    to: 'SCHAEFFLER-6003-2Z',
    source: 'skf 60 系列: GB/T 276-2013 ↔ schaeffler 60 系列: GB/T 276-2013',
  },
  {
    from: 'SCHAEFFLER-6003-2Z',
    to: 'SKF-6003-2Z',
    source: 'schaeffler 60 系列: GB/T 276-2013 ↔ skf 60 系列: GB/T 276-2013',
  },
  {
    from: 'NSK-6004DDU',
    to: 'SCHAEFFLER-6004-2RSR',
    source: 'nsk 60 系列: GB/T 276-2013 ↔ schaeffler 60 系列: GB/T 276-2013',
  },
  {
    from: 'SCHAEFFLER-6004-2RSR',
    to: 'NSK-6004DDU',
    source: 'schaeffler 60 系列: GB/T 276-2013 ↔ nsk 60 系列: GB/T 276-2013',
  },
  {
    from: 'C-AND-U-6006-Z',
    to: 'SKF-6006-Z',
    source: 'c-and-u 60 系列: GB/T 276-2013 ↔ skf 60 系列: GB/T 276-2013',
  },
  {
    from: 'SKF-6006-Z',
    to: 'C-AND-U-6006-Z',
    source: 'skf 60 系列: GB/T 276-2013 ↔ c-and-u 60 系列: GB/T 276-2013',
  },
  {
    from: 'HRB-6007-2Z',
    to: 'SCHAEFFLER-6007-2Z',
    source: 'hrb 60 系列: GB/T 276-2013 ↔ schaeffler 60 系列: GB/T 276-2013',
  },
  {
    from: 'SCHAEFFLER-6007-2Z',
    to: 'HRB-6007-2Z',
    source: 'schaeffler 60 系列: GB/T 276-2013 ↔ hrb 60 系列: GB/T 276-2013',
  },
  {
    from: 'C-AND-U-6008-2Z_C3',
    to: 'SKF-6008-2Z_C3',
    source: 'c-and-u 60 系列: GB/T 276-2013 ↔ skf 60 系列: GB/T 276-2013',
  },
  {
    from: 'C-AND-U-6008-2Z_C3',
    to: 'NSK-6008ZZC3',
    source: 'c-and-u 60 系列: GB/T 276-2013 ↔ nsk 60 系列: GB/T 276-2013',
  },
  {
    from: 'C-AND-U-6008-2Z_C3',
    to: 'SCHAEFFLER-6008-2Z-C3',
    source: 'c-and-u 60 系列: GB/T 276-2013 ↔ schaeffler 60 系列: GB/T 276-2013',
  },
  {
    from: 'SKF-6008-2Z_C3',
    to: 'C-AND-U-6008-2Z_C3',
    source: 'skf 60 系列: GB/T 276-2013 ↔ c-and-u 60 系列: GB/T 276-2013',
  },
  {
    from: 'SKF-6008-2Z_C3',
    to: 'NSK-6008ZZC3',
    source: 'skf 60 系列: GB/T 276-2013 ↔ nsk 60 系列: GB/T 276-2013',
  },
  {
    from: 'SKF-6008-2Z_C3',
    to: 'SCHAEFFLER-6008-2Z-C3',
    source: 'skf 60 系列: GB/T 276-2013 ↔ schaeffler 60 系列: GB/T 276-2013',
  },
  {
    from: 'NSK-6008ZZC3',
    to: 'C-AND-U-6008-2Z_C3',
    source: 'nsk 60 系列: GB/T 276-2013 ↔ c-and-u 60 系列: GB/T 276-2013',
  },
  {
    from: 'NSK-6008ZZC3',
    to: 'SKF-6008-2Z_C3',
    source: 'nsk 60 系列: GB/T 276-2013 ↔ skf 60 系列: GB/T 276-2013',
  },
  {
    from: 'SCHAEFFLER-6008-2Z-C3',
    to: 'C-AND-U-6008-2Z_C3',
    source: 'schaeffler 60 系列: GB/T 276-2013 ↔ c-and-u 60 系列: GB/T 276-2013',
  },
  {
    from: 'SCHAEFFLER-6008-2Z-C3',
    to: 'SKF-6008-2Z_C3',
    source: 'schaeffler 60 系列: GB/T 276-2013 ↔ skf 60 系列: GB/T 276-2013',
  },
  {
    from: 'ZWZ-6009-2RS_C3',
    to: 'SCHAEFFLER-6009-2RSR-C3',
    source: 'zwz 60 系列: GB/T 276-2013 ↔ schaeffler 60 系列: GB/T 276-2013',
  },
  {
    from: 'SCHAEFFLER-6009-2RSR-C3',
    to: 'ZWZ-6009-2RS_C3',
    source: 'schaeffler 60 系列: GB/T 276-2013 ↔ zwz 60 系列: GB/T 276-2013',
  },
  {
    from: 'LYC-6009-2Z_C3',
    to: 'NSK-6009ZZC3',
    source: 'lyc 60 系列: GB/T 276-2013 ↔ nsk 60 系列: GB/T 276-2013',
  },
  {
    from: 'NSK-6009ZZC3',
    to: 'LYC-6009-2Z_C3',
    source: 'nsk 60 系列: GB/T 276-2013 ↔ lyc 60 系列: GB/T 276-2013',
  },
  {
    from: 'GB276-6010_C3',
    to: 'SKF-6010_C3',
    source: 'GB 60 系列: GB/T 276-2013 ↔ skf 60 系列: GB/T 276-2013',
  },
  {
    from: 'YAGEO-CC0402KRX5R6BB105',
    to: 'MURATA-GRM155R61A105KE15D',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'YAGEO-CC0402KRX5R6BB105',
    to: 'TDK-C1005X5R1A105K050BB',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ tdk C: TDK C series (commercial grade) product data',
  },
  {
    from: 'MURATA-GRM155R61A105KE15D',
    to: 'YAGEO-CC0402KRX5R6BB105',
    source:
      'murata GRM: Murata GRM series product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'MURATA-GRM155R61A105KE15D',
    to: 'TDK-C1005X5R1A105K050BB',
    source:
      'murata GRM: Murata GRM series product data ↔ tdk C: TDK C series (commercial grade) product data',
  },
  {
    from: 'TDK-C1005X5R1A105K050BB',
    to: 'YAGEO-CC0402KRX5R6BB105',
    source:
      'tdk C: TDK C series (commercial grade) product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'TDK-C1005X5R1A105K050BB',
    to: 'MURATA-GRM155R61A105KE15D',
    source:
      'tdk C: TDK C series (commercial grade) product data ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'YAGEO-CC0402JRNPO9BN121',
    to: 'FENGHUA-0402CG121J500NT',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'FENGHUA-0402CG121J500NT',
    to: 'YAGEO-CC0402JRNPO9BN121',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'YAGEO-CC0402KRX7R7BB121',
    to: 'FENGHUA-0402B121K160NT',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'FENGHUA-0402B121K160NT',
    to: 'YAGEO-CC0402KRX7R7BB121',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'YAGEO-CC0402KRX7R9BB121',
    to: 'FENGHUA-0402B121K500NT',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'FENGHUA-0402B121K500NT',
    to: 'YAGEO-CC0402KRX7R9BB121',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'YAGEO-CC0402JRNPO9BN120',
    to: 'FENGHUA-0402CG120J500NT',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'FENGHUA-0402CG120J500NT',
    to: 'YAGEO-CC0402JRNPO9BN120',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'YAGEO-CC0402CRNPO9BN1R2',
    to: 'FENGHUA-0402CG1R2C500NT',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'FENGHUA-0402CG1R2C500NT',
    to: 'YAGEO-CC0402CRNPO9BN1R2',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'YAGEO-CC0402KRX7R7BB123',
    to: 'FENGHUA-0402B123K160NT',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'FENGHUA-0402B123K160NT',
    to: 'YAGEO-CC0402KRX7R7BB123',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'YAGEO-CC0402JRNPO9BN101',
    to: 'MURATA-GRM1555C1H101JA01D',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'YAGEO-CC0402JRNPO9BN101',
    to: 'SAMSUNG-EM-CL05C101JB5NNNC',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ samsung-em CL: Samsung Electro-Mechanics CL series product data',
  },
  {
    from: 'FENGHUA-0402CG101J500NT',
    to: 'MURATA-GRM1555C1H101JA01D',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'FENGHUA-0402CG101J500NT',
    to: 'SAMSUNG-EM-CL05C101JB5NNNC',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ samsung-em CL: Samsung Electro-Mechanics CL series product data',
  },
  {
    from: 'MURATA-GRM1555C1H101JA01D',
    to: 'YAGEO-CC0402JRNPO9BN101',
    source:
      'murata GRM: Murata GRM series product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'MURATA-GRM1555C1H101JA01D',
    to: 'FENGHUA-0402CG101J500NT',
    source:
      'murata GRM: Murata GRM series product data ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'MURATA-GRM1555C1H101JA01D',
    to: 'SAMSUNG-EM-CL05C101JB5NNNC',
    source:
      'murata GRM: Murata GRM series product data ↔ samsung-em CL: Samsung Electro-Mechanics CL series product data',
  },
  {
    from: 'SAMSUNG-EM-CL05C101JB5NNNC',
    to: 'YAGEO-CC0402JRNPO9BN101',
    source:
      'samsung-em CL: Samsung Electro-Mechanics CL series product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'SAMSUNG-EM-CL05C101JB5NNNC',
    to: 'FENGHUA-0402CG101J500NT',
    source:
      'samsung-em CL: Samsung Electro-Mechanics CL series product data ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'SAMSUNG-EM-CL05C101JB5NNNC',
    to: 'MURATA-GRM1555C1H101JA01D',
    source:
      'samsung-em CL: Samsung Electro-Mechanics CL series product data ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'YAGEO-CC0402JRNPO9BN100',
    to: 'MURATA-GRM1555C1H100JA01D',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'FENGHUA-0402CG100J500NT',
    to: 'MURATA-GRM1555C1H100JA01D',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'MURATA-GRM1555C1H100JA01D',
    to: 'YAGEO-CC0402JRNPO9BN100',
    source:
      'murata GRM: Murata GRM series product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'MURATA-GRM1555C1H100JA01D',
    to: 'FENGHUA-0402CG100J500NT',
    source:
      'murata GRM: Murata GRM series product data ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'YAGEO-CC0402KRX7R7BB104',
    to: 'MURATA-GRM155R71C104KA88D',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'YAGEO-CC0402KRX7R7BB104',
    to: 'SAMSUNG-EM-CL05B104KO5NNNC',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ samsung-em CL: Samsung Electro-Mechanics CL series product data',
  },
  {
    from: 'YAGEO-CC0402KRX7R7BB104',
    to: 'TDK-C1005X7R1C104K050BC',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ tdk C: TDK C series (commercial grade) product data',
  },
  {
    from: 'FENGHUA-0402B104K160NT',
    to: 'MURATA-GRM155R71C104KA88D',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'FENGHUA-0402B104K160NT',
    to: 'SAMSUNG-EM-CL05B104KO5NNNC',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ samsung-em CL: Samsung Electro-Mechanics CL series product data',
  },
  {
    from: 'FENGHUA-0402B104K160NT',
    to: 'TDK-C1005X7R1C104K050BC',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ tdk C: TDK C series (commercial grade) product data',
  },
  {
    from: 'MURATA-GRM155R71C104KA88D',
    to: 'YAGEO-CC0402KRX7R7BB104',
    source:
      'murata GRM: Murata GRM series product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'MURATA-GRM155R71C104KA88D',
    to: 'FENGHUA-0402B104K160NT',
    source:
      'murata GRM: Murata GRM series product data ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'MURATA-GRM155R71C104KA88D',
    to: 'SAMSUNG-EM-CL05B104KO5NNNC',
    source:
      'murata GRM: Murata GRM series product data ↔ samsung-em CL: Samsung Electro-Mechanics CL series product data',
  },
  {
    from: 'MURATA-GRM155R71C104KA88D',
    to: 'TDK-C1005X7R1C104K050BC',
    source:
      'murata GRM: Murata GRM series product data ↔ tdk C: TDK C series (commercial grade) product data',
  },
  {
    from: 'SAMSUNG-EM-CL05B104KO5NNNC',
    to: 'YAGEO-CC0402KRX7R7BB104',
    source:
      'samsung-em CL: Samsung Electro-Mechanics CL series product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'SAMSUNG-EM-CL05B104KO5NNNC',
    to: 'FENGHUA-0402B104K160NT',
    source:
      'samsung-em CL: Samsung Electro-Mechanics CL series product data ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'SAMSUNG-EM-CL05B104KO5NNNC',
    to: 'MURATA-GRM155R71C104KA88D',
    source:
      'samsung-em CL: Samsung Electro-Mechanics CL series product data ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'SAMSUNG-EM-CL05B104KO5NNNC',
    to: 'TDK-C1005X7R1C104K050BC',
    source:
      'samsung-em CL: Samsung Electro-Mechanics CL series product data ↔ tdk C: TDK C series (commercial grade) product data',
  },
  {
    from: 'TDK-C1005X7R1C104K050BC',
    to: 'YAGEO-CC0402KRX7R7BB104',
    source:
      'tdk C: TDK C series (commercial grade) product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'TDK-C1005X7R1C104K050BC',
    to: 'FENGHUA-0402B104K160NT',
    source:
      'tdk C: TDK C series (commercial grade) product data ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'TDK-C1005X7R1C104K050BC',
    to: 'MURATA-GRM155R71C104KA88D',
    source:
      'tdk C: TDK C series (commercial grade) product data ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'TDK-C1005X7R1C104K050BC',
    to: 'SAMSUNG-EM-CL05B104KO5NNNC',
    source:
      'tdk C: TDK C series (commercial grade) product data ↔ samsung-em CL: Samsung Electro-Mechanics CL series product data',
  },
  {
    from: 'YAGEO-CC0402KRX7R9BB103',
    to: 'MURATA-GRM155R71H103KA88D',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'YAGEO-CC0402KRX7R9BB103',
    to: 'SAMSUNG-EM-CL05B103KB5NNNC',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ samsung-em CL: Samsung Electro-Mechanics CL series product data',
  },
  {
    from: 'FENGHUA-0402B103K500NT',
    to: 'MURATA-GRM155R71H103KA88D',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'FENGHUA-0402B103K500NT',
    to: 'SAMSUNG-EM-CL05B103KB5NNNC',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ samsung-em CL: Samsung Electro-Mechanics CL series product data',
  },
  {
    from: 'MURATA-GRM155R71H103KA88D',
    to: 'YAGEO-CC0402KRX7R9BB103',
    source:
      'murata GRM: Murata GRM series product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'MURATA-GRM155R71H103KA88D',
    to: 'FENGHUA-0402B103K500NT',
    source:
      'murata GRM: Murata GRM series product data ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'MURATA-GRM155R71H103KA88D',
    to: 'SAMSUNG-EM-CL05B103KB5NNNC',
    source:
      'murata GRM: Murata GRM series product data ↔ samsung-em CL: Samsung Electro-Mechanics CL series product data',
  },
  {
    from: 'SAMSUNG-EM-CL05B103KB5NNNC',
    to: 'YAGEO-CC0402KRX7R9BB103',
    source:
      'samsung-em CL: Samsung Electro-Mechanics CL series product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'SAMSUNG-EM-CL05B103KB5NNNC',
    to: 'FENGHUA-0402B103K500NT',
    source:
      'samsung-em CL: Samsung Electro-Mechanics CL series product data ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'SAMSUNG-EM-CL05B103KB5NNNC',
    to: 'MURATA-GRM155R71H103KA88D',
    source:
      'samsung-em CL: Samsung Electro-Mechanics CL series product data ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'YAGEO-RC0402FR-0710R2L',
    to: 'UNIROYAL-0402WGF102JTCE',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W)',
  },
  {
    from: 'UNIROYAL-0402WGF102JTCE',
    to: 'YAGEO-RC0402FR-0710R2L',
    source:
      'uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W) ↔ yageo RC: YAGEO RC_L series datasheet',
  },
  {
    from: 'YAGEO-RC0402FR-101M02L',
    to: 'UNIROYAL-0402WGF1024TCE',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W)',
  },
  {
    from: 'UNIROYAL-0402WGF1024TCE',
    to: 'YAGEO-RC0402FR-101M02L',
    source:
      'uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W) ↔ yageo RC: YAGEO RC_L series datasheet',
  },
  {
    from: 'YAGEO-RC0402FR-13105RL',
    to: 'UNIROYAL-0402WGF1050TCE',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W)',
  },
  {
    from: 'UNIROYAL-0402WGF1050TCE',
    to: 'YAGEO-RC0402FR-13105RL',
    source:
      'uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W) ↔ yageo RC: YAGEO RC_L series datasheet',
  },
  {
    from: 'YAGEO-RC0402FR-101K1L',
    to: 'UNIROYAL-0402WGF1101TCE',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W)',
  },
  {
    from: 'UNIROYAL-0402WGF1101TCE',
    to: 'YAGEO-RC0402FR-101K1L',
    source:
      'uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W) ↔ yageo RC: YAGEO RC_L series datasheet',
  },
  {
    from: 'YAGEO-RC0402FR-1311K3L',
    to: 'UNIROYAL-0402WGF1132TCE',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W)',
  },
  {
    from: 'UNIROYAL-0402WGF1132TCE',
    to: 'YAGEO-RC0402FR-1311K3L',
    source:
      'uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W) ↔ yageo RC: YAGEO RC_L series datasheet',
  },
  {
    from: 'YAGEO-RC0402FR-10118KL',
    to: 'UNIROYAL-0402WGF1183TCE',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W)',
  },
  {
    from: 'UNIROYAL-0402WGF1183TCE',
    to: 'YAGEO-RC0402FR-10118KL',
    source:
      'uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W) ↔ yageo RC: YAGEO RC_L series datasheet',
  },
  {
    from: 'YAGEO-RC0603FR-0710R2L',
    to: 'VISHAY-CRCW060310R2FKEA',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ vishay CRCW e3: Vishay Draloric CRCW e3 datasheet (document 20035)',
  },
  {
    from: 'YAGEO-AC0603FR-1310R2L',
    to: 'VISHAY-CRCW060310R2FKEA',
    source:
      'yageo AC: YAGEO AC series datasheet (automotive) ↔ vishay CRCW e3: Vishay Draloric CRCW e3 datasheet (document 20035)',
  },
  {
    from: 'VISHAY-CRCW060310R2FKEA',
    to: 'YAGEO-AC0603FR-1310R2L',
    source:
      'vishay CRCW e3: Vishay Draloric CRCW e3 datasheet (document 20035) ↔ yageo AC: YAGEO AC series datasheet (automotive)',
  },
  {
    from: 'YAGEO-RC0603FR-07102RL',
    to: 'PANASONIC-ERJ-3EKF1020V',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'YAGEO-RC0603FR-07102RL',
    to: 'BOURNS-CR0603-FX-1020ELF',
    source: 'yageo RC: YAGEO RC_L series datasheet ↔ bourns CR: Bourns CR series chip resistor datasheet',
  },
  {
    from: 'BOURNS-CR0603-FX-1020ELF',
    to: 'YAGEO-RC0603FR-07102RL',
    source: 'bourns CR: Bourns CR series chip resistor datasheet ↔ yageo RC: YAGEO RC_L series datasheet',
  },
  {
    from: 'BOURNS-CR0603-FX-1020ELF',
    to: 'PANASONIC-ERJ-3EKF1020V',
    source:
      'bourns CR: Bourns CR series chip resistor datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'FENGHUA-RS-03K1020FT',
    to: 'STACKPOLE-RMCF0603FT102R',
    source:
      'fenghua RS: Fenghua RS series thick film chip resistor specification ↔ stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet',
  },
  {
    from: 'FENGHUA-RS-03K1020FT',
    to: 'ROHM-MCR03EZPFX1020',
    source:
      'fenghua RS: Fenghua RS series thick film chip resistor specification ↔ rohm MCR: ROHM MCR series general purpose chip resistor datasheet',
  },
  {
    from: 'ROHM-MCR03EZPFX1020',
    to: 'FENGHUA-RS-03K1020FT',
    source:
      'rohm MCR: ROHM MCR series general purpose chip resistor datasheet ↔ fenghua RS: Fenghua RS series thick film chip resistor specification',
  },
  {
    from: 'ROHM-MCR03EZPFX1020',
    to: 'STACKPOLE-RMCF0603FT102R',
    source:
      'rohm MCR: ROHM MCR series general purpose chip resistor datasheet ↔ stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet',
  },
  {
    from: 'YAGEO-AC0603FR-071K05L',
    to: 'PANASONIC-ERJ-3EKF1051V',
    source:
      'yageo AC: YAGEO AC series datasheet (automotive) ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'PANASONIC-ERJ-3EKF1051V',
    to: 'YAGEO-AC0603FR-071K05L',
    source:
      'panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets ↔ yageo AC: YAGEO AC series datasheet (automotive)',
  },
  {
    from: 'BOURNS-CR0603-FX-1051ELF',
    to: 'YAGEO-AC0603FR-071K05L',
    source:
      'bourns CR: Bourns CR series chip resistor datasheet ↔ yageo AC: YAGEO AC series datasheet (automotive)',
  },
  {
    from: 'BOURNS-CR0603-FX-1051ELF',
    to: 'PANASONIC-ERJ-3EKF1051V',
    source:
      'bourns CR: Bourns CR series chip resistor datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'FENGHUA-RS-03K1051FT',
    to: 'STACKPOLE-RMCF0603FT1K05',
    source:
      'fenghua RS: Fenghua RS series thick film chip resistor specification ↔ stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet',
  },
  {
    from: 'FENGHUA-RS-03K1051FT',
    to: 'ROHM-MCR03EZPFX1051',
    source:
      'fenghua RS: Fenghua RS series thick film chip resistor specification ↔ rohm MCR: ROHM MCR series general purpose chip resistor datasheet',
  },
  {
    from: 'ROHM-MCR03EZPFX1051',
    to: 'FENGHUA-RS-03K1051FT',
    source:
      'rohm MCR: ROHM MCR series general purpose chip resistor datasheet ↔ fenghua RS: Fenghua RS series thick film chip resistor specification',
  },
  {
    from: 'ROHM-MCR03EZPFX1051',
    to: 'STACKPOLE-RMCF0603FT1K05',
    source:
      'rohm MCR: ROHM MCR series general purpose chip resistor datasheet ↔ stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet',
  },
  {
    from: 'BOURNS-CR0603-FX-10R0ELF',
    to: 'PANASONIC-ERJ-3EKF10R0V',
    source:
      'bourns CR: Bourns CR series chip resistor datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'FENGHUA-RS-03K10R0FT',
    to: 'STACKPOLE-RMCF0603FT10R0',
    source:
      'fenghua RS: Fenghua RS series thick film chip resistor specification ↔ stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet',
  },
  {
    from: 'FENGHUA-RS-03K10R0FT',
    to: 'ROHM-MCR03EZPFX10R0',
    source:
      'fenghua RS: Fenghua RS series thick film chip resistor specification ↔ rohm MCR: ROHM MCR series general purpose chip resistor datasheet',
  },
  {
    from: 'ROHM-MCR03EZPFX10R0',
    to: 'FENGHUA-RS-03K10R0FT',
    source:
      'rohm MCR: ROHM MCR series general purpose chip resistor datasheet ↔ fenghua RS: Fenghua RS series thick film chip resistor specification',
  },
  {
    from: 'ROHM-MCR03EZPFX10R0',
    to: 'STACKPOLE-RMCF0603FT10R0',
    source:
      'rohm MCR: ROHM MCR series general purpose chip resistor datasheet ↔ stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet',
  },
  {
    from: 'YAGEO-RC0603FR-1011R8L',
    to: 'PANASONIC-ERJ-3EKF11R8V',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'YAGEO-RC0603FR-1011R8L',
    to: 'BOURNS-CR0603-FX-11R8ELF',
    source: 'yageo RC: YAGEO RC_L series datasheet ↔ bourns CR: Bourns CR series chip resistor datasheet',
  },
  {
    from: 'BOURNS-CR0603-FX-11R8ELF',
    to: 'YAGEO-RC0603FR-1011R8L',
    source: 'bourns CR: Bourns CR series chip resistor datasheet ↔ yageo RC: YAGEO RC_L series datasheet',
  },
  {
    from: 'BOURNS-CR0603-FX-11R8ELF',
    to: 'PANASONIC-ERJ-3EKF11R8V',
    source:
      'bourns CR: Bourns CR series chip resistor datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'FENGHUA-RS-03K11R8FT',
    to: 'STACKPOLE-RMCF0603FT11R8',
    source:
      'fenghua RS: Fenghua RS series thick film chip resistor specification ↔ stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet',
  },
  {
    from: 'FENGHUA-RS-03K11R8FT',
    to: 'ROHM-MCR03EZPFX11R8',
    source:
      'fenghua RS: Fenghua RS series thick film chip resistor specification ↔ rohm MCR: ROHM MCR series general purpose chip resistor datasheet',
  },
  {
    from: 'ROHM-MCR03EZPFX11R8',
    to: 'FENGHUA-RS-03K11R8FT',
    source:
      'rohm MCR: ROHM MCR series general purpose chip resistor datasheet ↔ fenghua RS: Fenghua RS series thick film chip resistor specification',
  },
  {
    from: 'ROHM-MCR03EZPFX11R8',
    to: 'STACKPOLE-RMCF0603FT11R8',
    source:
      'rohm MCR: ROHM MCR series general purpose chip resistor datasheet ↔ stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet',
  },
  {
    from: 'FENGHUA-RS-03K114JT',
    to: 'PANASONIC-ERJ-3GEYJ114V',
    source:
      'fenghua RS: Fenghua RS series thick film chip resistor specification ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'FENGHUA-RS-03K114JT',
    to: 'STACKPOLE-RMCF0603JT110K',
    source:
      'fenghua RS: Fenghua RS series thick film chip resistor specification ↔ stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet',
  },
  {
    from: 'FENGHUA-RS-03K114JT',
    to: 'ROHM-MCR03EZPJ114',
    source:
      'fenghua RS: Fenghua RS series thick film chip resistor specification ↔ rohm MCR: ROHM MCR series general purpose chip resistor datasheet',
  },
  {
    from: 'PANASONIC-ERJ-3GEYJ114V',
    to: 'STACKPOLE-RMCF0603JT110K',
    source:
      'panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets ↔ stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet',
  },
  {
    from: 'STACKPOLE-RMCF0603JT110K',
    to: 'PANASONIC-ERJ-3GEYJ114V',
    source:
      'stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'ROHM-MCR03EZPJ114',
    to: 'FENGHUA-RS-03K114JT',
    source:
      'rohm MCR: ROHM MCR series general purpose chip resistor datasheet ↔ fenghua RS: Fenghua RS series thick film chip resistor specification',
  },
  {
    from: 'ROHM-MCR03EZPJ114',
    to: 'PANASONIC-ERJ-3GEYJ114V',
    source:
      'rohm MCR: ROHM MCR series general purpose chip resistor datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'ROHM-MCR03EZPJ114',
    to: 'STACKPOLE-RMCF0603JT110K',
    source:
      'rohm MCR: ROHM MCR series general purpose chip resistor datasheet ↔ stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet',
  },
  {
    from: 'YAGEO-RC0603FR-1011KL',
    to: 'PANASONIC-ERJ-3EKF1102V',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'YAGEO-RC0603FR-1011KL',
    to: 'BOURNS-CR0603-FX-1102ELF',
    source: 'yageo RC: YAGEO RC_L series datasheet ↔ bourns CR: Bourns CR series chip resistor datasheet',
  },
  {
    from: 'BOURNS-CR0603-FX-1102ELF',
    to: 'YAGEO-RC0603FR-1011KL',
    source: 'bourns CR: Bourns CR series chip resistor datasheet ↔ yageo RC: YAGEO RC_L series datasheet',
  },
  {
    from: 'BOURNS-CR0603-FX-1102ELF',
    to: 'PANASONIC-ERJ-3EKF1102V',
    source:
      'bourns CR: Bourns CR series chip resistor datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'FENGHUA-RS-03K1102FT',
    to: 'STACKPOLE-RMCF0603FT11K0',
    source:
      'fenghua RS: Fenghua RS series thick film chip resistor specification ↔ stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet',
  },
  {
    from: 'FENGHUA-RS-03K1102FT',
    to: 'ROHM-MCR03EZPFX1102',
    source:
      'fenghua RS: Fenghua RS series thick film chip resistor specification ↔ rohm MCR: ROHM MCR series general purpose chip resistor datasheet',
  },
  {
    from: 'ROHM-MCR03EZPFX1102',
    to: 'FENGHUA-RS-03K1102FT',
    source:
      'rohm MCR: ROHM MCR series general purpose chip resistor datasheet ↔ fenghua RS: Fenghua RS series thick film chip resistor specification',
  },
  {
    from: 'ROHM-MCR03EZPFX1102',
    to: 'STACKPOLE-RMCF0603FT11K0',
    source:
      'rohm MCR: ROHM MCR series general purpose chip resistor datasheet ↔ stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet',
  },
  {
    from: 'YAGEO-RC0603FR-101K1L',
    to: 'VISHAY-CRCW06031K10FKEA',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ vishay CRCW e3: Vishay Draloric CRCW e3 datasheet (document 20035)',
  },
  {
    from: 'YAGEO-AC0603FR-131K1L',
    to: 'VISHAY-CRCW06031K10FKEA',
    source:
      'yageo AC: YAGEO AC series datasheet (automotive) ↔ vishay CRCW e3: Vishay Draloric CRCW e3 datasheet (document 20035)',
  },
  {
    from: 'VISHAY-CRCW06031K10FKEA',
    to: 'YAGEO-AC0603FR-131K1L',
    source:
      'vishay CRCW e3: Vishay Draloric CRCW e3 datasheet (document 20035) ↔ yageo AC: YAGEO AC series datasheet (automotive)',
  },
  {
    from: 'YAGEO-AC0603FR-07113KL',
    to: 'PANASONIC-ERJ-3EKF1133V',
    source:
      'yageo AC: YAGEO AC series datasheet (automotive) ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'PANASONIC-ERJ-3EKF1133V',
    to: 'YAGEO-AC0603FR-07113KL',
    source:
      'panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets ↔ yageo AC: YAGEO AC series datasheet (automotive)',
  },
  {
    from: 'BOURNS-CR0603-FX-1133ELF',
    to: 'YAGEO-AC0603FR-07113KL',
    source:
      'bourns CR: Bourns CR series chip resistor datasheet ↔ yageo AC: YAGEO AC series datasheet (automotive)',
  },
  {
    from: 'BOURNS-CR0603-FX-1133ELF',
    to: 'PANASONIC-ERJ-3EKF1133V',
    source:
      'bourns CR: Bourns CR series chip resistor datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'YAGEO-RC0603FR-13118KL',
    to: 'VISHAY-CRCW0603118KFKEA',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ vishay CRCW e3: Vishay Draloric CRCW e3 datasheet (document 20035)',
  },
  {
    from: 'FENGHUA-RS-03K123JT',
    to: 'PANASONIC-ERJ-3GEYJ123V',
    source:
      'fenghua RS: Fenghua RS series thick film chip resistor specification ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'PANASONIC-ERJ-3GEYJ123V',
    to: 'STACKPOLE-RMCF0603JT12K0',
    source:
      'panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets ↔ stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet',
  },
  {
    from: 'STACKPOLE-RMCF0603JT12K0',
    to: 'PANASONIC-ERJ-3GEYJ123V',
    source:
      'stackpole RMCF: Stackpole RMCF/RMCP thick film chip resistor datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'ROHM-MCR03EZPJ123',
    to: 'PANASONIC-ERJ-3GEYJ123V',
    source:
      'rohm MCR: ROHM MCR series general purpose chip resistor datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'YAGEO-RC0603FR-131K24L',
    to: 'PANASONIC-ERJ-3EKF1241V',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'YAGEO-RC0603FR-131K24L',
    to: 'BOURNS-CR0603-FX-1241ELF',
    source: 'yageo RC: YAGEO RC_L series datasheet ↔ bourns CR: Bourns CR series chip resistor datasheet',
  },
  {
    from: 'BOURNS-CR0603-FX-1241ELF',
    to: 'YAGEO-RC0603FR-131K24L',
    source: 'bourns CR: Bourns CR series chip resistor datasheet ↔ yageo RC: YAGEO RC_L series datasheet',
  },
];

export const MUST_NOT_PAIRS: readonly MustNotPair[] = [
  {
    from: 'YAGEO-CC0402KRX7R9BB101',
    to: 'FENGHUA-0402B101K160NT',
    why: '额定电压更低',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'YAGEO-CC0603KRX7R9BB101',
    to: 'FENGHUA-0603B101K250NT',
    why: '额定电压更低',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'FENGHUA-0402B101K500NT',
    to: 'YAGEO-CC0402KRX7R7BB101',
    why: '额定电压更低',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'FENGHUA-0603B101K500NT',
    to: 'YAGEO-CC0603KRX7R8BB101',
    why: '额定电压更低',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'FENGHUA-0805B101K500NT',
    to: 'YAGEO-CC0805KRX7R8BB101',
    why: '额定电压更低',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'MURATA-GRM155R71H103KA88D',
    to: 'YAGEO-CC0402KRX7R7BB103',
    why: '额定电压更低',
    source:
      'murata GRM: Murata GRM series product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'MURATA-GRM188R71H104KA93D',
    to: 'YAGEO-CC0603KRX7R8BB104',
    why: '额定电压更低',
    source:
      'murata GRM: Murata GRM series product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'MURATA-GRM21BR71H104KA01L',
    to: 'YAGEO-CC0805KRX7R8BB104',
    why: '额定电压更低',
    source:
      'murata GRM: Murata GRM series product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'SAMSUNG-EM-CL05B103KB5NNNC',
    to: 'YAGEO-CC0402KRX7R7BB103',
    why: '额定电压更低',
    source:
      'samsung-em CL: Samsung Electro-Mechanics CL series product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'SAMSUNG-EM-CL10B104KB8NNNC',
    to: 'YAGEO-CC0603KRX7R8BB104',
    why: '额定电压更低',
    source:
      'samsung-em CL: Samsung Electro-Mechanics CL series product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'SAMSUNG-EM-CL21B104KBCNNNC',
    to: 'YAGEO-CC0805KRX7R8BB104',
    why: '额定电压更低',
    source:
      'samsung-em CL: Samsung Electro-Mechanics CL series product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'SAMSUNG-EM-CL31A106KBHNNNE',
    to: 'MURATA-GRM31CR61E106KA12L',
    why: '额定电压更低',
    source:
      'samsung-em CL: Samsung Electro-Mechanics CL series product data ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'YAGEO-CC0603KRX7R7BB105',
    to: 'MURATA-GRM188R61E105KA12D',
    why: '介质等级更低',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ murata GRM: Murata GRM series product data',
  },
  {
    from: 'FENGHUA-0603B105K160NT',
    to: 'YAGEO-CC0603KRX5R8BB105',
    why: '介质等级更低',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'MURATA-GRM188R71C105KA12D',
    to: 'YAGEO-CC0603KRX5R8BB105',
    why: '介质等级更低',
    source:
      'murata GRM: Murata GRM series product data ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'YAGEO-CC0402CRNPO9BN1R0',
    to: 'FENGHUA-0603CG1R0C500NT',
    why: '封装不同',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'YAGEO-CC0603CRNPO9BN1R0',
    to: 'FENGHUA-0402CG1R0C500NT',
    why: '封装不同',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'YAGEO-CC0805CRNPO9BN1R0',
    to: 'FENGHUA-0402CG1R0C500NT',
    why: '封装不同',
    source:
      'yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R) ↔ fenghua 通用MLCC: Fenghua general purpose MLCC catalogue',
  },
  {
    from: 'FENGHUA-0402CG1R0C500NT',
    to: 'YAGEO-CC0603CRNPO9BN1R0',
    why: '封装不同',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'FENGHUA-0603CG1R0C500NT',
    to: 'YAGEO-CC0402CRNPO9BN1R0',
    why: '封装不同',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'FENGHUA-0805CG1R0C500NT',
    to: 'YAGEO-CC0402CRNPO9BN1R0',
    why: '封装不同',
    source:
      'fenghua 通用MLCC: Fenghua general purpose MLCC catalogue ↔ yageo CC: YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
  },
  {
    from: 'YAGEO-RC0201FR-071RL',
    to: 'UNIROYAL-0402WGF100KTCE',
    why: '封装不同',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W)',
  },
  {
    from: 'YAGEO-RC0402FR-131R21L',
    to: 'UNIROYAL-0603WAF121KT5E',
    why: '封装不同',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W)',
  },
  {
    from: 'YAGEO-RC0603FR-3W1RL',
    to: 'UNIROYAL-0402WGF100KTCE',
    why: '封装不同',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W)',
  },
  {
    from: 'YAGEO-RC0805FR-131RL',
    to: 'UNIROYAL-0402WGF100KTCE',
    why: '封装不同',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W)',
  },
  {
    from: 'YAGEO-RC1206FR-101R02L',
    to: 'UNIROYAL-0603WAF102KT5E',
    why: '封装不同',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W)',
  },
  {
    from: 'YAGEO-RC1210FR-101R02L',
    to: 'UNIROYAL-0603WAF102KT5E',
    why: '封装不同',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W)',
  },
  {
    from: 'YAGEO-RC0402FR-131R1L',
    to: 'UNIROYAL-0402WGJ011JTCE',
    why: '精度更宽',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W)',
  },
  {
    from: 'YAGEO-RC0603FR-071R8L',
    to: 'PANASONIC-ERJ-3GEYJ1R8V',
    why: '精度更宽',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'YAGEO-RC0805FR-073R6L',
    to: 'UNIROYAL-0805W8J036JT5E',
    why: '精度更宽',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ uniroyal W (厚膜片式): UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W)',
  },
  {
    from: 'YAGEO-RC1206FR-131R8L',
    to: 'PANASONIC-ERJ-8GEYJ1R8V',
    why: '精度更宽',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ panasonic ERJ: Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    from: 'YAGEO-RC1210FR-0756RL',
    to: 'VISHAY-CRCW121056R0JNEA',
    why: '精度更宽',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ vishay CRCW e3: Vishay Draloric CRCW e3 datasheet (document 20035)',
  },
  {
    from: 'YAGEO-RC2010FK-13300RL',
    to: 'VISHAY-CRCW2010300RJNEF',
    why: '精度更宽',
    source:
      'yageo RC: YAGEO RC_L series datasheet ↔ vishay CRCW e3: Vishay Draloric CRCW e3 datasheet (document 20035)',
  },
  {
    from: 'GB276-607-2RS',
    to: 'HRB-607-2Z',
    why: '防尘盖代替密封圈',
    source: 'GB 60 系列: GB/T 276-2013 ↔ hrb 60 系列: GB/T 276-2013',
  },
  {
    from: 'ZWZ-606-2RS',
    to: 'LYC-606-2Z',
    why: '防尘盖代替密封圈',
    source: 'zwz 60 系列: GB/T 276-2013 ↔ lyc 60 系列: GB/T 276-2013',
  },
  {
    from: 'HRB-605-2RS',
    to: 'C-AND-U-605-2Z',
    why: '防尘盖代替密封圈',
    source: 'hrb 60 系列: GB/T 276-2013 ↔ c-and-u 60 系列: GB/T 276-2013',
  },
  {
    from: 'LYC-604-2RS_C3',
    to: 'ZWZ-604-2Z_C3',
    why: '防尘盖代替密封圈',
    source: 'lyc 60 系列: GB/T 276-2013 ↔ zwz 60 系列: GB/T 276-2013',
  },
  {
    from: 'C-AND-U-6003-2RS_C3',
    to: 'HRB-6003-2Z_C3',
    why: '防尘盖代替密封圈',
    source: 'c-and-u 60 系列: GB/T 276-2013 ↔ hrb 60 系列: GB/T 276-2013',
  },
  {
    from: 'NSK-609DDUC3',
    to: 'LYC-609-2Z_C3',
    why: '防尘盖代替密封圈',
    source: 'nsk 60 系列: GB/T 276-2013 ↔ lyc 60 系列: GB/T 276-2013',
  },
  {
    from: 'SCHAEFFLER-605-2RSR',
    to: 'C-AND-U-605-2Z',
    why: '防尘盖代替密封圈',
    source: 'schaeffler 60 系列: GB/T 276-2013 ↔ c-and-u 60 系列: GB/T 276-2013',
  },
  {
    from: 'GB276-6002-2Z',
    to: 'HRB-6002-2RS',
    why: '密封圈代替防尘盖',
    source: 'GB 60 系列: GB/T 276-2013 ↔ hrb 60 系列: GB/T 276-2013',
  },
  {
    from: 'ZWZ-604-2Z_C3',
    to: 'LYC-604-2RS_C3',
    why: '密封圈代替防尘盖',
    source: 'zwz 60 系列: GB/T 276-2013 ↔ lyc 60 系列: GB/T 276-2013',
  },
  {
    from: 'HRB-607-2Z',
    to: 'GB276-607-2RS',
    why: '密封圈代替防尘盖',
    source: 'hrb 60 系列: GB/T 276-2013 ↔ GB 60 系列: GB/T 276-2013',
  },
  {
    from: 'LYC-606-2Z',
    to: 'ZWZ-606-2RS',
    why: '密封圈代替防尘盖',
    source: 'lyc 60 系列: GB/T 276-2013 ↔ zwz 60 系列: GB/T 276-2013',
  },
];
