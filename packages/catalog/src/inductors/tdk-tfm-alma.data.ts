// TDK TFM252012ALMA, thin-film metal power inductors for automotive use (AEC-Q200), 2.5 × 2.0 × 1.2 mm: every
// part of the series' characteristics specification table.
// Source: TDK's datasheet "Inductors for power circuits, thin-film metal magnetic material, TFM-ALMA series (for
// automotive), TFM252012ALMA type", as transcribed in dioderobot/arduino
// components/TFM252012ALMA1R0MTAA/eda/TFM252012ALMA1R0MTAA.md (the whole table: L, tolerance, DC resistance max /
// typ, Isat max / typ, Itemp max / typ, rated voltage 20 V, part number; operating range −55 to +150 °C).
// Checked against two other public copies of the same table, which agree on every row they hold:
// - PyICe-ADI/PyICe PyICe/models/inductors/TDK.py (Analog Devices' PyICe): the 0.10, 0.15, 0.22 and 0.33 µH rows
//   (dcr_max/typ, isat_max/typ, itemp_max/typ, vmax 20);
// - a project's datasheet-check script in the public code index (find_string "tfm252012alma") that matches the
//   row "0.47 ±20% 1 24 19 5.8 6.5 4.9 5.6 20 TFM252012ALMAR47MTAA" in a text copy of TDK's PDF.
// The TFM201610ALMA and TFM322512ALMA sizes are left out: PyICe alone gives them (4 rows each, one with an Itemp
// typ of 1 A that cannot be right), no second copy was found. No datasheet address on a tdk.com host is cited
// for the series (only LCSC's copy), so the family carries none (src/datasheets.ts).

/** [part number, L µH, RDC max mΩ, RDC typ mΩ, Isat max A, Isat typ A, Itemp max A, Itemp typ A] */
export type TfmRow = readonly [string, number, number, number, number, number, number, number];

export const TFM252012ALMA: readonly TfmRow[] = [
  ['TFM252012ALMAR10MTAA', 0.1, 9, 4, 10, 12, 8.0, 12],
  ['TFM252012ALMAR15MTAA', 0.15, 11, 6, 9.0, 10, 7.3, 9.8],
  ['TFM252012ALMAR22MTAA', 0.22, 13, 8, 8.0, 9.0, 6.7, 8.5],
  ['TFM252012ALMAR33MTAA', 0.33, 18, 13, 7.0, 7.8, 5.7, 6.6],
  ['TFM252012ALMAR47MTAA', 0.47, 24, 19, 5.8, 6.5, 4.9, 5.6],
  ['TFM252012ALMAR68MTAA', 0.68, 34, 26, 4.8, 5.4, 4.1, 4.7],
  ['TFM252012ALMA1R0MTAA', 1.0, 42, 35, 4.2, 4.7, 3.7, 4.1],
  ['TFM252012ALMA1R5MTAA', 1.5, 60, 52, 3.3, 3.9, 3.1, 3.3],
  ['TFM252012ALMA2R2MTAA', 2.2, 84, 75, 2.8, 3.3, 2.6, 2.8],
  ['TFM252012ALMA3R3MTAA', 3.3, 140, 124, 2.1, 2.5, 2.0, 2.2],
  ['TFM252012ALMA4R7MTAA', 4.7, 200, 180, 1.9, 2.2, 1.6, 1.8],
];
