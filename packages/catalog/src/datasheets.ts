// Makers' datasheet addresses of series whose families had none (issue 12: "every component family whose maker
// publishes a datasheet URL gets it; series datasheets are fine"). Each address is the maker's own document,
// checked against public KiCad projects, BOMs and parts lists that cite the very same address as the series'
// datasheet; no address here was guessed from a pattern alone. ST's MCU datasheets (semiconductors.data.ts,
// ST_LINE_DATASHEET) were checked the same way.
//
// The second batch (2026-11-26, below the line "checked in the public code index") was checked in the public
// code index the project's tools search (find_string, an exact-string search): each comment says how many files
// cite the address and what they are. That search answers with a file id, not a repository and path; where a
// repository and path are known they are named. Read an address again the same way: find_string on it.
//
// Families whose maker's address could not be checked that way keep none, with the reason:
// - Fenghua RS chip resistors and Fenghua MLCC: only LCSC's copies (datasheet.lcsc.com) are cited, never an
//   address on china-fenghua.com.
// - ROHM MCR: ROHM's chip-resistor datasheets are cited (esr, ktr, psr, pmr, gmr100 under
//   fscdn.rohm.com/…/chip_resistor/) but never the MCR one.
// - Murata LQG15HS: only Murata's per-part product pages of 6 of the 25 part numbers are cited
//   (murata.com/en-us/products/productdetail?partno=LQG15HS10NJ02D …), no series datasheet.
// - Würth WR-PHD: one schematic cites we-online.de/katalog/datasheet/6130xx11121.pdf, a part number with "xx"
//   in it; not taken as an address without a second citation.
// - KYOCERA AVX general MLCC: cited only as http://www.avx.com/docs/Catalogs/cx7r.pdf (plain http, 2 files) and
//   https://www.avx.com/docs/Catalogs/cx5r.pdf (X5R only, 1 file); no C0G catalogue, and the family's rows
//   carry no per-dielectric address yet.
// - Microne ME6211, JCET S8050/S8550, Vishay SS32–SS36, STM32G0, GD32, CH32V003; in the default catalogue's
//   popular parts: BAT54L, P2N2222A, MMBT2907AL/5551L/5401L, Nexperia BC817/BC807, TIP31/32/41/42, Infineon
//   MOSFETs other than IRF540N, ST STP55NF06/STP75NF75, ST and onsemi LM317 (no address of theirs checked).
// - Würth WE-XHMI and WE-LHMI, the popular crystals (TXC, Epson, NDK, YXC, Abracon) and the USB Type-C
//   receptacles other than Molex 105450-0101: their figures come from tables and listings (see the data files)
//   and no maker's address was checked for them; KiCad cites HRO's TYPE-C-31-M-12 drawing over plain http only.

const YAGEO_RCHIP = 'https://www.yageo.com/upload/media/product/productsearch/datasheet/rchip/';
const YAGEO_MLCC = 'https://www.yageo.com/upload/media/product/productsearch/datasheet/mlcc/';

export const DATASHEETS = {
  /** YAGEO "General purpose chip resistors RC_L series" */
  yageoRc: `${YAGEO_RCHIP}PYu-RC_Group_51_RoHS_L_12.pdf`,
  /** YAGEO "Thick film chip resistors, automotive grade, AC series" */
  yageoAc: `${YAGEO_RCHIP}PYu-AC_51_RoHS_L_8.pdf`,
  /** YAGEO "Thin film chip resistors, RT series 0.01 % to 1 %" */
  yageoRt: `${YAGEO_RCHIP}PYu-RT_1-to-0.01_RoHS_L_12.pdf`,
  /** YAGEO general purpose MLCC class II X7R 6.3 V to 50 V (CC series) */
  yageoCcX7r: `${YAGEO_MLCC}UPY-GPHC_X7R_6.3V-to-50V_18.pdf`,
  /** YAGEO general purpose MLCC class II X5R 4 V to 50 V (CC series) */
  yageoCcX5r: `${YAGEO_MLCC}UPY-GPHC_X5R_4V-to-50V_27.pdf`,
  /** KOA RK73H (±1 %) and RK73B (±5 %) thick film chip resistors */
  koaRk73h: 'https://www.koaspeer.com/pdfs/RK73H.pdf',
  koaRk73b: 'https://www.koaspeer.com/pdfs/RK73B.pdf',
  /** Stackpole (SEI) RMCF/RMCP thick film chip resistors */
  stackpoleRmcf: 'https://www.seielect.com/catalog/sei-rmcf_rmcp.pdf',
  /** Bourns CR series chip resistors */
  bournsCr: 'https://www.bourns.com/docs/Product-Datasheets/CHPREZTR.pdf',
  /** Murata GRM series chip monolithic ceramic capacitors catalogue (C02E) */
  murataGrm:
    'https://www.murata.com/~/media/webrenewal/support/library/catalog/products/capacitor/mlcc/c02e.pdf',
  /** TDK C series commercial grade general MLCC catalogue */
  tdkC: 'https://product.tdk.com/info/en/catalog/datasheets/mlcc_commercial_general_en.pdf',
  /** Diodes Inc. 1N4148W */
  diodes1n4148w: 'https://www.diodes.com/assets/Datasheets/1N4148W.pdf',
  /** onsemi BAV99L */
  onsemiBav99: 'https://www.onsemi.com/pdf/datasheet/bav99lt1-d.pdf',
  /** onsemi 1N5817–1N5819 */
  onsemi1n5817: 'https://www.onsemi.com/pdf/datasheet/1n5817-d.pdf',
  /** Vishay SS12 thru SS16 (document 88746) */
  vishaySs12: 'https://www.vishay.com/docs/88746/ss12.pdf',
  /** Littelfuse SMAJ, SMBJ, SMCJ TVS diode series */
  littelfuseSmaj: 'https://www.littelfuse.com/assetdocs/littelfuse-tvs-diode-smaj-datasheet',
  littelfuseSmbj: 'https://www.littelfuse.com/assetdocs/littelfuse-tvs-diode-smbj-datasheet',
  littelfuseSmcj:
    'https://www.littelfuse.com/assetdocs/littelfuse-tvs-diode-smcj-datasheet?assetguid=37388813-0d6d-4329-969b-1aa8b7614ac1',
  /** Diodes Inc. BZT52C2V4–BZT52C51 (ds18004) */
  diodesBzt52: 'https://www.diodes.com/assets/Datasheets/ds18004.pdf',
  /** onsemi MMSZ5221B series */
  onsemiMmsz5221: 'https://www.onsemi.com/pdf/datasheet/mmsz5221b-d.pdf',
  /** onsemi MMBT2222AL */
  onsemiMmbt2222a: 'https://www.onsemi.com/pdf/datasheet/mmbt2222alt1-d.pdf',
  /** Nexperia BC847 series */
  nexperiaBc847: 'https://assets.nexperia.com/documents/data-sheet/BC847_SER.pdf',
  /** onsemi 2N7002L */
  onsemi2n7002l: 'https://www.onsemi.com/pdf/datasheet/2n7002l-d.pdf',
  /** onsemi BSS138 (BSS138LT1G is cited against it) */
  onsemiBss138: 'https://www.onsemi.com/pdf/datasheet/bss138-d.pdf',
  /** Alpha & Omega AO3400A, AO3401A */
  aosAo3400a: 'https://www.aosmd.com/res/data_sheets/AO3400A.pdf',
  aosAo3401a: 'https://www.aosmd.com/res/data_sheets/AO3401A.pdf',
  /** Advanced Monolithic Systems AMS1117 */
  ams1117: 'https://www.advanced-monolithic.com/pdf/ds1117.pdf',
  /** Richtek RT9013 (DS9013-10) */
  richtekRt9013: 'https://www.richtek.com/assets/product_file/RT9013/DS9013-10.pdf',
  /** TI TLV1117 */
  tiTlv1117: 'https://www.ti.com/lit/ds/symlink/tlv1117.pdf',
  /** Torex XC6206 series */
  torexXc6206: 'https://www.torexsemi.com/file/xc6206/XC6206.pdf',
  /** WCH CH340 data sheet (the maker's download page of the PDF) */
  wchCh340: 'https://www.wch-ic.com/downloads/CH340DS1_PDF.html',
  /** Microchip ATmega48A/PA/88A/PA/168A/PA/328/P (DS40002061B) */
  microchipAtmega328p:
    'https://ww1.microchip.com/downloads/en/DeviceDoc/ATmega48A-PA-88A-PA-168A-PA-328-P-DS-DS40002061B.pdf',
  /** JST PH connector */
  jstPh: 'https://www.jst-mfg.com/product/pdf/eng/ePH.pdf',
  jstXh: 'https://www.jst-mfg.com/product/pdf/eng/eXH.pdf',
  jstSh: 'https://www.jst-mfg.com/product/pdf/eng/eSH.pdf',
  /** JST GH and EH catalogues: cited by KiCad's footprint library (kicad-footprints 6.0.11, Connector_JST.pretty,
   * every JST_GH_* and JST_EH_* footprint's description), on the host and path of the PH/XH/SH catalogues above. */
  jstGh: 'https://www.jst-mfg.com/product/pdf/eng/eGH.pdf',
  jstEh: 'https://www.jst-mfg.com/product/pdf/eng/eEH.pdf',
  /** Molex PicoBlade sales drawings: cited by KiCad's Connector_Molex.pretty (Molex_PicoBlade_53047-*, 53048-*,
   * 53398-*, 53261-* footprints); 530480210_sd.pdf also by SamacSys models of 53048-0310 … 53048-1010. */
  molex53047: 'https://www.molex.com/pdm_docs/sd/530470610_sd.pdf',
  molex53048: 'https://www.molex.com/pdm_docs/sd/530480210_sd.pdf',
  molex53398: 'https://www.molex.com/pdm_docs/sd/533980271_sd.pdf',
  molex53261: 'https://www.molex.com/pdm_docs/sd/532610271_sd.pdf',
  /** Molex 105450-0101 USB Type-C sales drawing: cited by KiCad's Connector_USB.pretty
   * (USB_C_Receptacle_Molex_105450-0101). */
  molex105450: 'https://www.molex.com/pdm_docs/sd/1054500101_sd.pdf',
  /** GCT USB4105 drawing */
  gctUsb4105: 'https://gct.co/files/drawings/usb4105.pdf',

  // ---- checked in the public code index on 2026-11-26 (see the header) -----------------------------------
  /**
   * UNI-ROYAL thick film chip resistors (general purpose chip series, SMD-SP-001 V10): 3 files, a Japanese
   * KiCad design note (UNI-ROYAL厚膜抵抗), a design check script (resistor_source … revision V10) and a sourcing
   * table (sections 2/7: F = 1 %, 0402 …).
   */
  uniroyalChip: 'https://www.uni-royal.cn/en/images/userfile/file/1753752986c56505e6d9ab55c7.pdf',
  /** YAGEO general purpose MLCC class I NP0 16 V to 50 V (CC series): a KiCad schematic's Datasheet field
   * (CC1206KRNPO9BN220); a capacitor-value script cites the same document under /products/. */
  yageoCcNp0: `${YAGEO_MLCC}UPY-GP_NP0_16V-to-50V_18.pdf`,
  /** Sunlord SWPA SMD power inductors: 7 files (BOM tables, a tscircuit SWPA4030 model, design notes). */
  sunlordSwpa:
    'https://www.sunlordinc.com/uploads/files/20221122/SWPA%20series%20of%20SMD%20Power%20Inductor.pdf',
  /** Hirose FH12 catalogue: 2 files (a part table "Hirose FH12 series", a reference list "Hirose FH12
   * catalogue"). KiCad's footprint generator names Hirose's FH12 product page (nmsmith22389/kicad-footprint-
   * generator, scripts/Connector/Connector_Hirose/conn_ffc_hirose_fh12_smd_side.py). */
  hiroseFh12:
    'https://www.hirose.com/en/product/document?series=FH12&documenttype=Catalog&lang=en&documentid=D31648_en',
  /** onsemi 1N4001–1N4007 (1N4001/D): 10 files (BOMs, a parts database's datasheet_url, provenance notes). */
  onsemi1n4001: 'https://www.onsemi.com/pdf/datasheet/1n4001-d.pdf',
  /** onsemi 1N914/1N4148 small signal diodes: 7 files, two KiCad schematics' Datasheet field among them. */
  onsemi1n914: 'https://www.onsemi.com/pdf/datasheet/1n914-d.pdf',
  /** onsemi 1N4728A series 1 W zeners: 3 files (two component catalogues, a design note). */
  onsemi1n4728a: 'https://www.onsemi.com/pdf/datasheet/1n4728a-d.pdf',
  /** onsemi BZX84C2V4LT1 series (Rev. 23): 1 file, a provenance note naming the revision. */
  onsemiBzx84: 'https://www.onsemi.com/pdf/datasheet/bzx84c2v4lt1-d.pdf',
  /** onsemi 2N3904 and 2N3906: 10 files each (BOM tables, pinout notes, parts lists). */
  onsemi2n3904: 'https://www.onsemi.com/pdf/datasheet/2n3904-d.pdf',
  onsemi2n3906: 'https://www.onsemi.com/pdf/datasheet/2n3906-d.pdf',
  /** onsemi TIP120/121/122 (NPN) and TIP125/126/127 (PNP) Darlingtons: 10 files. */
  onsemiTip120: 'https://www.onsemi.com/pdf/datasheet/tip120-d.pdf',
  /** Infineon (IR) IRF540N: 4 files cite this address (more cite it with a fileId). */
  infineonIrf540n: 'https://www.infineon.com/dgdl/irf540n.pdf',
  /** Nexperia 2N7002 (Rev. 7): 10 files (BOMs, a KiCad symbol script, model notes). */
  nexperia2n7002: 'https://assets.nexperia.com/documents/data-sheet/2N7002.pdf',
  /** ST L78 positive voltage regulators: 10 files (BOMs, component databases). */
  stL78: 'https://www.st.com/resource/en/datasheet/l78.pdf',
  /** Diodes Incorporated AP2112: 10 files, a .kicad_sym symbol library's Datasheet property among them. */
  diodesAp2112: 'https://www.diodes.com/assets/Datasheets/AP2112.pdf',
} as const;

/** Samsung Electro-Mechanics' per-part MLCC data sheet (its component library page of the part number). */
export const samsungMlccDatasheet = (mpn: string): string =>
  `https://weblib.samsungsem.com/mlcc/mlcc-ec-data-sheet.do?partNumber=${mpn}`;
