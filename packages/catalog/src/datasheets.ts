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
// The third batch (2026-11-27, below the line "checked in the public code index and KiCad's symbol library") was
// checked the same way; where a symbol of KiCad's own symbol library (Debian's kicad-symbols 6.0.10, read from
// /usr/share/kicad/symbols, a reference no one here wrote) carries the very same address in its Datasheet field,
// the comment says so. An address cited only over plain http was not taken (https is asked of every address here).
//
// The fourth batch (2026-11-27, below the line "extension families, checked in the public code index") gives
// extension families (Family.extension) their series' datasheet, checked the same way (find_string on the exact
// address): Vishay CRCW-HP (res.vishay.crcw.hp), KOA RN73H (res.koa.rn73h), Susumu RG (res.susumu.rg), YAGEO AT,
// AF and AC-D (res.yageo.at, res.yageo.af; res.yageo.ac.d takes the AC address above), Samsung RC
// (res.samsung.rc, res.samsung.rc.ext, res.samsung.rc.large), Walsin WR06X/WR08X/WR12X (res.walsin.wr), YAGEO
// YC/TC 124 and 164 arrays (res.array.yageo.yc124, tc124, yc164, tc164), Bourns CAT16/CAY16
// (res.array.bourns.cat16, cay16), YAGEO MFR and CFR (res.yageo.mfr, res.yageo.cfr), Vishay CRCW...C
// (res.vishay.crcw.c), Panasonic ERA (res.panasonic.era), ERJ-S/ERJ-U (res.panasonic.erj.s, erj.u, erj.u01) and
// EXB arrays (res.array.panasonic.exb, exb.concave), RALEC RTT (res.ralec.rtt); res.uniroyal.ext takes the UNI-ROYAL
// chip series address above, the series of the base family res.uniroyal.
// The Vishay addresses of the form www.vishay.com/doc?<document> that extension families carried before were
// read the same way (2026-11-27); each is Vishay's own document-number redirect, so all are kept:
// doc?20035 (D/CRCW) 10 files, four over https (BOMs naming CRCW0402…FKED, a datasheet map "vishay_smd"), the
// others over http (KiCad schematics of CRCW0603 parts); doc?28758 (TNPW) 2 files (a height table naming
// TNPW04022K21BEED, a datasheet map); doc?28767 (MBB precision) 6 files; doc?28705 (MC professional) 5 files
// (BOM tables); doc?28713 (MMU/MMA/MMB) 1 file (a MELF size table naming MMU/MMA/MMB); doc?28700 (MC precision)
// 1 file (a parts table); doc?20037 (RCA) 1 file (a BOM's 10K row, no part number); doc?20046 (RCL) 1 file
// (a parts list row "RCL_CT3528", not clearly this series). Cited nowhere in the index (kept as the maker's
// own redirect, not confirmed by a citation): doc?20024, 20065, 20004, 20005, 20003, 28714, 28766, 28779,
// 28785, 28760, 28722, 31047, 31048, 31003.
//
// The sixth batch (2026-11-27, below the line "sixth batch") was checked the same way; where what a document holds
// mattered (that onsemi's TIP31A/D covers TIP31C/TIP32C) it was read in the pages corpus of stored public web pages.
//
// The fifth batch (2026-11-27, below the line "fifth batch") gives Infineon IRF520N, IRF640N and IRF4905 (the
// default catalogue's popular MOSFETs) their addresses, checked the same way; each comment says how many files
// cite it. The same search found nothing new for the other parts listed below.
//
// Families whose maker's address could not be checked that way keep none, with the reason:
// - Fenghua RS chip resistors and Fenghua MLCC: only LCSC's copies (datasheet.lcsc.com) are cited, never an
//   address on china-fenghua.com (which is cited only as a home page).
// - ROHM MCR: ROHM's chip-resistor datasheets are cited (esr, ktr, psr, pmr, ucr, gmr100 under
//   fscdn.rohm.com/…/chip_resistor/) but never the MCR one (checked again in the sixth batch: "chip_resistor/mcr",
//   "mcr-e.pdf", "rohm.com/datasheet/MCR" cited nowhere; the pages corpus holds only third parties' copies).
// - Murata LQG15HS: only Murata's per-part product pages of 6 of the 25 part numbers are cited
//   (murata.com/en-us/products/productdetail?partno=LQG15HS10NJ02D …), no series datasheet; the inductor
//   catalogues cited (o05e, m_lqh) are of other series.
// - Würth WR-PHD: Würth publishes a data sheet per part number (we-online.com/components/products/datasheet/
//   <part>.pdf); only the single-row parts whose own address is cited carry one (WE_PHD_CITED below). The
//   dual-row rows (6120xx21621) carry none: several files citing 61200621621, 61201621621 and 61202021621 call
//   them box headers (IDC, shrouded, keyed), not the pin headers our rows say, and 61200421621 is cited nowhere.
// - KYOCERA AVX general MLCC, X5R rows: no X5R dielectric datasheet of AVX's is cited (X5RDielectric on neither
//   host); https://www.avx.com/docs/Catalogs/cx5r.pdf is cited once, for an X7R part, so it is not taken. The C0G
//   and X7R rows take theirs in the sixth batch.
// - Microne ME6211: only LCSC's and stm32-base's copies and microne.com.cn product pages (http) are cited.
// - JCET S8050/S8550: nothing on jcetglobal.com is cited; KiCad's symbols S8050/S8550 cite UTC's (Unisonic)
//   http datasheets, another maker's.
// - onsemi MMBT5401L and BAT54CLT1G (mmbt5401lt1-d and bat54clt1-d cited nowhere; the files naming the parts
//   link LCSC's copies or Leshan's LBAT54CLT1G), ST STP55NF06 (only a test of a URL-pattern generator cites
//   stp55nf06.pdf; everything else is the STP55NF06L) and STP75NF75 (none cited). Infineon IRF520N, IRF640N and
//   IRF4905 take theirs in the fifth batch; onsemi TIP31C/TIP32C, MMBT2907AL and GigaDevice GD32F303 in the sixth.
// - Würth WE-XHMI and WE-LHMI: only the ten parts whose own data sheet address is cited carry one
//   (WE_MOULDED_CITED below), as the WR-PHD headers do.
// - Crystals TXC 7M40000005 and A308000003 (TXC's 7M catalogue is cited over plain http only), YXC (nothing on a
//   YXC host), NDK NX3225GA (NDK's NX3225GD and NX3225SA catalogues are cited, never the GA one) and Epson
//   X1E0000210158 (its series is not named by the listing it comes from). Abracon ABM8 and Epson FC-135 take theirs
//   in the sixth batch.
// - USB Type-C receptacles HRO TYPE-C-31-M-12 (KiCad cites HRO's drawing over plain http only; hroparts.com only
//   as a product page), JAE DX07S024WJ3R400 (only the USB-IF's Type-C specification and KiCad's footprint are
//   cited) and XKB U262-161N-4BVC11 (only LCSC's copy). Molex 105450-0101 and Amphenol 12401610E4#2A carry theirs.
// - TDK TFM252012ALMA (ind.tdk.tfm252012alma): the series' datasheet is cited only as LCSC's copies
//   (datasheet.lcsc.com …?productCode=C404800/C404804), never on a tdk.com host (find_string "tfm252012alma").
// - Extension families (fourth batch): ROHM ESR: esr-e.pdf is cited (2 KiCad schematics) only on a CloudFront host
//   (d1d2qsbl8m0m72.cloudfront.net), not on a rohm.com address; a third-party host is not the maker's own address
//   as far as anyone here can check, so it is not taken. ROHM KTR, SFR, TRR, LTR, MCR (MCR01/03/10/18/25/50/100
//   extensions) and MNR arrays: no address of theirs cited. Vishay RCG: docs/20047/rcge3.pdf is cited once, in a
//   script's list of citations it corrected (as the wrong document for RCG0201), not as any part's datasheet.
//   Panasonic ERJ-P (AOA0000C102, 1 EAGLE library of ERJ-P08F3900V) only over http. YAGEO YC122/TC122 and YC248:
//   their sources are the separate YC/TC 122 and YC248 specifications, not the YC/TC group datasheet the code
//   index cites, which the 124/164 families were read from. Walsin WR10X/WR20X/WR25X power, WR..W and WR04X: ASC_WR.pdf is
//   cited for WR06X/WR08 parts only, and their sources are other Walsin specifications. KEMET T491
//   (cap.tantalum.kemet.t491): the current T491 datasheet (content.kemet.com KEM_T2005_T491.pdf, 10 files) names
//   its parts with "AT" endings (see capacitors/tantalum.ts); the family's 1999 SnPb "AS" part numbers keep none,
//   as tantalum.test.ts asks.

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
  // ---- checked in the public code index and KiCad's symbol library on 2026-11-27 (see the header) -----------
  /** ST LM217/LM317 (Rev. 12): 10 files (component databases, reference lists "LM317 … datasheet (Rev. 12)"). */
  stLm317: 'https://www.st.com/resource/en/datasheet/lm317.pdf',
  /** onsemi LM317: 5 files (a component spec table, parts reference databases naming LM317T/ON). */
  onsemiLm317: 'https://www.onsemi.com/pdf/datasheet/lm317-d.pdf',
  /** Nexperia BC817 series: 6 files, a KiCad schematic's Datasheet field of BC817-40,215 among them. */
  nexperiaBc817: 'https://assets.nexperia.com/documents/data-sheet/BC817_SER.pdf',
  /** Nexperia BC807 series: 10 files (BOM tables naming BC807-25, references lists, design notes). */
  nexperiaBc807: 'https://assets.nexperia.com/documents/data-sheet/BC807_SER.pdf',
  /** onsemi TIP41A/D (TIP41, TIP41A–C, TIP42, TIP42A–C): 6 files, a provenance note naming "TIP41A/D Rev. 12,
   * June 2024" and a model table giving it for TIP42C among them. */
  onsemiTip41: 'https://www.onsemi.com/pdf/datasheet/tip41a-d.pdf',
  /** onsemi P2N2222A: 10 files (parts lists, a pin database's datasheetUrl, design notes). */
  onsemiP2n2222a: 'https://www.onsemi.com/pdf/datasheet/p2n2222a-d.pdf',
  /** onsemi MMBT5550L/MMBT5551L: 2 files, both naming MMBT5551LT1G (a datasheet provenance table, a footprint
   * script citing Rev. 15). KiCad's symbol MMBT5551L cites the older www.onsemi.com/pub/Collateral/MMBT5550LT1-D.PDF. */
  onsemiMmbt5551: 'https://www.onsemi.com/pdf/datasheet/mmbt5550lt1-d.pdf',
  /** onsemi BAT54LT1G: 1 file (a references list, "[BAT54]"). */
  onsemiBat54: 'https://www.onsemi.com/download/data-sheet/pdf/bat54lt1-d.pdf',
  /** onsemi BAT54ALT1G: 4 files (a BOM note naming BAT54ALT1G, a parts table "BAT54ALT1 … datasheet Rev. 16"). */
  onsemiBat54a: 'https://www.onsemi.com/download/data-sheet/pdf/bat54alt1-d.pdf',
  /** onsemi BAT54SLT1G: 3 files (a pin check "BAT54SLT1G Rev 18 page 1", two source lists). */
  onsemiBat54s: 'https://www.onsemi.com/pdf/datasheet/bat54slt1-d.pdf',
  /** Infineon IRFZ44NPbF: 4 files, a KiCad schematic's Datasheet field of IRFZ44NPBF among them. */
  infineonIrfz44n: 'https://www.infineon.com/dgdl/irfz44npbf.pdf?fileId=5546d462533600a40153563b3a9f220d',
  /** Infineon IRLZ44N: 2 files, a KiCad schematic's Datasheet field and a README's datasheet list. */
  infineonIrlz44n: 'https://www.infineon.com/dgdl/irlz44n.pdf',
  /** Infineon IRF3205: 4 files (READMEs' reference lists). */
  infineonIrf3205: 'https://www.infineon.com/dgdl/irf3205.pdf',
  /** Infineon IRF9540NPbF: 6 files, a KiCad schematic's DK_Datasheet_Link among them. */
  infineonIrf9540n: 'https://www.infineon.com/dgdl/irf9540npbf.pdf?fileId=5546d462533600a401535611cfa21dc8',
  /** Infineon IRLML2502PbF: 2 files, a KiCad schematic's Datasheet field of IRLML2502TRPBF among them. */
  infineonIrlml2502: 'https://www.infineon.com/dgdl/irlml2502pbf.pdf?fileId=5546d462533600a401535668048e2606',
  /** Infineon IRLML6344PbF: 10 files, KiCad schematics' Datasheet fields of IRLML6344TRPBF. */
  infineonIrlml6344: 'https://www.infineon.com/dgdl/irlml6344pbf.pdf?fileId=5546d462533600a4015356689c44262c',
  /** Infineon IRLML6402PbF: KiCad symbol library Transistor_FET cites it (symbol IRLML6402), and 10 files
   * (KiCad schematics, BOMs). */
  infineonIrlml6402: 'https://www.infineon.com/dgdl/irlml6402pbf.pdf?fileId=5546d462533600a401535668d5c2263c',
  /** Vishay SS32 thru SS36 (document 88751): 7 files over https (BOMs naming SS34/SS36, component databases). */
  vishaySs32: 'https://www.vishay.com/docs/88751/ss32.pdf',
  /** ST STM32G030x6/x8 (DS12991): 4 files (a README, provenance scripts naming DS12991 Rev 6, a board table). */
  stStm32g030: 'https://www.st.com/resource/en/datasheet/stm32g030f6.pdf',
  /** ST STM32G071x8/xB: 4 files (board tables, a pin database's datasheet_url). KiCad symbol library
   * MCU_ST_STM32G0 cites the same datasheet as stm32g071kb.pdf. */
  stStm32g071: 'https://www.st.com/resource/en/datasheet/stm32g071rb.pdf',
  /** WCH CH32V003 data sheet (the maker's download page of the PDF): 3 files over https (a parts script's
   * datasheet field, a source list, a README), more over http. */
  wchCh32v003: 'https://www.wch-ic.com/downloads/CH32V003DS0_PDF.html',
  /** GigaDevice GD32F103xx datasheet Rev 3.1: 1 file (a README's resources, "GD32F103xx Datasheet"). */
  gigadeviceGd32f103:
    'https://www.gigadevice.com.cn/Public/Uploads/uploadfile/files/20250315/GD32F103xxDatasheet_Rev3.1.pdf',
  // MCUs of the default catalogue's popular parts (popular-ics.data.ts) and STM32F103C6T6: ST's addresses each
  // cited by 10 files or more (READMEs' datasheet lists, board docs, parts databases, driver comments).
  /** ST STM32F103x4/x6 (low-density): 10 files. KiCad's symbol STM32F103C6Tx cites an older http address. */
  stStm32f103c6: 'https://www.st.com/resource/en/datasheet/stm32f103c6.pdf',
  /** ST STM32F042x4/x6: 10 files. */
  stStm32f042: 'https://www.st.com/resource/en/datasheet/stm32f042f6.pdf',
  /** ST STM32F072x8/xB (DS9826): 10 files, provenance notes naming DS9826 Rev 6 among them. */
  stStm32f072: 'https://www.st.com/resource/en/datasheet/stm32f072cb.pdf',
  /** ST STM32F405/415 (the datasheet of STM32F405xx/407xx): 10 files. */
  stStm32f405: 'https://www.st.com/resource/en/datasheet/stm32f405rg.pdf',
  /** ST STM32F446xC/E (DS10693): 10 files. */
  stStm32f446: 'https://www.st.com/resource/en/datasheet/stm32f446re.pdf',
  /** ST STM32G431x6/x8/xB (DS12589): 10 files, a KiCad schematic's Datasheet field among them. */
  stStm32g431: 'https://www.st.com/resource/en/datasheet/stm32g431cb.pdf',
  /** ST STM32H742xI/G and STM32H743xI/G (DS12110): 10 files. */
  stStm32h743: 'https://www.st.com/resource/en/datasheet/stm32h743vi.pdf',
  /** Microchip (Atmel-7766) ATmega16U4/32U4: 4 files over https; KiCad symbol library MCU_Microchip_ATmega
   * cites the same document over http. */
  microchipAtmega32u4:
    'https://ww1.microchip.com/downloads/en/DeviceDoc/Atmel-7766-8-bit-AVR-ATmega16U4-32U4_Datasheet.pdf',
  /** Microchip (Atmel-2549) ATmega640/1280/1281/2560/2561: 7 files over https, spelt as here (lower case). */
  microchipAtmega2560:
    'https://ww1.microchip.com/downloads/en/devicedoc/atmel-2549-8-bit-avr-microcontroller-atmega640-1280-1281-2560-2561_datasheet.pdf',
  /** Microchip (Atmel doc7799) ATmega8U2/16U2/32U2: 4 files over https, a parts script naming ATMEGA16U2-MU
   * among them; KiCad symbol library MCU_Microchip_ATmega cites it over http. */
  microchipAtmega16u2: 'https://ww1.microchip.com/downloads/en/DeviceDoc/doc7799.pdf',
  /** Microchip ATmega8A (DS40001974A): 2 files over https (a driver header, a parts table); KiCad symbol
   * library MCU_Microchip_ATmega cites it over http. */
  microchipAtmega8a:
    'https://ww1.microchip.com/downloads/en/DeviceDoc/Microchip%208bit%20mcu%20AVR%20ATmega8A%20data%20sheet%2040001974A.pdf',
  /** Microchip (Atmel-2586) ATtiny25/45/85: 3 files over https, spelt as here. */
  microchipAttiny85:
    'https://ww1.microchip.com/downloads/en/DeviceDoc/Atmel-2586-AVR-8-bit-Microcontroller-ATtiny25-ATtiny45-ATtiny85_Datasheet.pdf',
  /** WCH CH32V203 data sheet (the maker's download page): 10 files (READMEs, parts scripts, a symbol library). */
  wchCh32v203: 'https://www.wch-ic.com/downloads/CH32V203DS0_PDF.html',
  // ---- extension families, checked in the public code index on 2026-11-27 (see the header) -------------------
  /** Vishay CRCW-HP e3 pulse proof thick film (document 20043): 10 files, KiCad schematics' Datasheet fields
   * (CRCW12060000Z0EAHP among them), a series table's datasheet, design notes naming CRCW25122R20FKEGHP. */
  vishayCrcwHp: 'https://www.vishay.com/docs/20043/crcwhpe3.pdf',
  /** KOA Speer RN73H metal film chip resistors: 1 file over https (a design table naming RN73H2BTTD8200B10);
   * a KiCad schematic cites the same address over http. */
  koaRn73h: 'https://www.koaspeer.com/pdfs/RN73H.pdf',
  /** YAGEO AT thin film, automotive grade: 1 file over https (a Rust parts generator's datasheet of series AT);
   * a KiCad schematic cites the older yageo.com/documents/recent/ copy over http. */
  yageoAt: `${YAGEO_RCHIP}PYu-AT_51_RoHS_L_5.pdf`,
  /** YAGEO AF anti-sulfurated thick film: 2 files on YAGEO Group's site (a BOM table's row of AF0201FR-0710RL, a design note "Yageo's AF specification, pages 2, 4 and 5"; one spells the path in lower case). */
  yageoAf: 'https://yageogroup.com/content/datasheet/asset/file/PYU-AF_51_ROHS_L',
  /** Susumu RG catalogue (partition 01): 2 files over https (a design note "Susumu RG catalog", a KiCad
   * schematic's Datasheet field); a KiCad schematic of RG2012P-203-B-T5 cites it over http. */
  susumuRg: 'https://www.susumu.co.jp/common/pdf/n_catalog_partition01_en.pdf',
  /** Samsung Electro-Mechanics Chip Resistor catalogue: 6 files, two KiCad schematics' Datasheet fields of
   * RC1005F103CS, a sourcing table and a script naming RC/RCS parts. */
  samsungChipResistor:
    'https://www.samsungsem.com/resources/file/global/support/product_catalog/Chip_Resistor.pdf',
  /** Walsin WR general purpose chip resistors: 3 files over https (a sourcing table of WR part numbers, twice,
   * and a script's WALSIN_WR_SOURCE); a KiCad schematic of a WR08 part and a BOM of WR06X221JTL cite it over http. */
  walsinWr: 'https://www.passivecomponent.com/wp-content/uploads/chipR/ASC_WR.pdf',
  /** YAGEO YC/TC chip resistor arrays (group datasheet): 1 file over https (a BOM's "resistor network (4×)" row);
   * KiCad schematics of YC164 parts cite a mouser.com copy of an older revision over http. */
  yageoYcTc: `${YAGEO_RCHIP}PYu-YC_TC_group_51_RoHS_L_9.pdf`,
  /** Bourns CAT16/CAY16 chip resistor arrays: 2 files (a KiCad schematic's Datasheet field of a 4×0603 convex
   * array, a BOM naming CAY16-1002F4LF). */
  bournsCatCay: 'https://www.bourns.com/docs/Product-Datasheets/CATCAY.pdf',
  /** KEMET T491 tantalum: 10 files, most over https on content.kemet.com (a footprint generator's land pattern
   * source, parts lists naming T491C105M050AT and T491D227K010AT, design notes). */
  kemetT491: 'https://content.kemet.com/datasheets/KEM_T2005_T491.pdf',
  /** YAGEO MFR metal film leaded: 2 copies of one BOM script (rows of MFR-25FBF52-10K0, -1K00, -330R). */
  yageoMfr: `${YAGEO_RCHIP}PYu-MFR_51.pdf`,
  /** YAGEO CFR carbon film leaded: 2 files, tests of a parts inventory API giving it as a resistor's
   * datasheet_url. */
  yageoCfr: `${YAGEO_RCHIP}PYu-CFR_51.pdf`,
  /** Panasonic ERA-1A/2A/3A/6A/8A thin film (document AOA0000C307): 10 files, KiCad schematics' Datasheet fields
   * of ERA6AEB1471V, ERA-6AEB4992V, ERA-6AEB8871V and ERA-6AEB3922V among them. */
  panasonicEra: 'https://industrial.panasonic.com/cdbs/www-data/pdf/RDM0000/AOA0000C307.pdf',
  /** Panasonic anti-sulfurated ERJ-S/ERJ-U thick film (document AOA0000C334): 2 files, an EAGLE library's
   * ERJ-S020R00X (package ERJS02_U02) and a KiCad schematic linking ERJ-U02F2201X. */
  panasonicErjSU: 'https://industrial.panasonic.com/cdbs/www-data/pdf/RDP0000/AOA0000C334.pdf',
  /** Vishay CRCW...C e3 thick film (document 28773): 10 files, KiCad schematics' Datasheet fields of
   * CRCW080510K0FKEAC among them (some over http), a parts table of CRCW0402…FKEDC. */
  vishayCrcwC: 'https://www.vishay.com/docs/28773/crcwce3.pdf',
  /** Panasonic EXB chip resistor arrays (document AOC0000C14): 10 files, KiCad schematics' Datasheet fields of
   * EXB-38V151JV and EXB-38V472JV, an EAGLE library's EXB-2HV220JV. */
  panasonicExb: 'https://industrial.panasonic.com/cdbs/www-data/pdf/AOC0000/AOC0000C14.pdf',
  /** RALEC RTT thick film (IE-SP-010): 3 files, design notes citing "RALEC RTT IE-SP-010 dated 27 January 2026"
   * pages 1–3 for RTT05 parts. */
  ralecRtt: 'https://www.ralec.com/upload/media/product/file/IE-SP-010%20.pdf',
  // ---- fifth batch, checked in the public code index on 2026-11-27 (find_string on each exact address) -------
  /** Infineon IRF640N: 6 files (design notes and a lesson plan naming "Infineon IRF640N data sheet", one giving
   * IRF640NPBF values from it). */
  infineonIrf640n:
    'https://www.infineon.com/assets/row/public/documents/24/49/infineon-irf640n-datasheet-en.pdf',
  /** Infineon IRF4905: 2 files ("Infineon IRF4905 原厂手册" in a layout note's source list, a reference list); a
   * third cites it with a ?fileId suffix. */
  infineonIrf4905:
    'https://www.infineon.com/assets/row/public/documents/24/49/infineon-irf4905-datasheet-en.pdf',
  /** Infineon IRF520N (DataSheet v01_01): 2 files, the notes of a KiCad schematic in two copies ("Initially
   * IRF520N were used with TO-220 3 Pins: <address>"); one more file cites Infineon's newer assets address. */
  infineonIrf520n:
    'https://www.infineon.com/dgdl/Infineon-IRF520N-DataSheet-v01_01-EN.pdf?fileId=5546d462533600a4015355e340711985',
  // ---- sixth batch, 2026-11-27 (find_string on each exact address; the pages corpus for what a document holds) --
  /** KYOCERA AVX C0G (NP0) dielectric general specifications: 3 files over https (KiCad schematics' Datasheet
   * fields of 08055A470KAT4A and a 16 pF C0G 0805 among them), 7 more over http (KiCad schematics of 08055A152FAT2A,
   * 06035A101FAT2A, 33 pF and 18 pF NP0 parts). No copy on datasheets.kyocera-avx.com is cited. */
  avxC0g: 'https://datasheets.avx.com/C0GNP0-Dielectric.pdf',
  /** KYOCERA AVX X7R dielectric general specifications: 6 files (KiCad schematics' Datasheet fields of
   * 06036C104JAT2A, a BOM row of 12065C503JAT2A, a parts list of 06031C104KAT2A, symbol generators of the
   * 08055C…KAT2A series "AVX_0805_X7R_50V"); the older datasheets.avx.com copy is cited by 10 more. */
  avxX7r: 'https://datasheets.kyocera-avx.com/X7RDielectric.pdf',
  /** onsemi TIP31A/D (TIP31, TIP31A–C NPN; TIP32, TIP32A–C PNP, the G parts Pb-free): 2 files over https on this
   * address (a parts table "NPN Transistor … tip31-tip31c-to220", a BOM's TIP31 row), 2 more on the older
   * /pub/Collateral/TIP31A-D.PDF. What the document holds was read in the pages corpus (copies of onsemi's
   * TIP31A-D: "TIP31, TIP31A, TIP31B, TIP31C (NPN), TIP32, TIP32A, TIP32B, TIP32C (PNP) Complementary Silicon
   * Plastic Power Transistors"). The tip31-d, tip31c-d, tip32-d and tip32c-d addresses the fifth batch saw are
   * not taken. */
  onsemiTip31: 'https://www.onsemi.com/download/data-sheet/pdf/tip31a-d.pdf',
  /** onsemi MMBT2907AL (MMBT2907ALT1/D): 1 file (a parts database's datasheet column), on the address form of
   * every onsemi datasheet above (mmbt2222alt1-d.pdf …); its part is named by the document's own name. */
  onsemiMmbt2907a: 'https://www.onsemi.com/pdf/datasheet/mmbt2907alt1-d.pdf',
  /** GigaDevice GD32F303xx datasheet Rev2.2, on GigaDevice's GD32 site: 1 file (a README naming GD32F303RET6 and
   * "GD32F303xx datasheet"); a datasheet fetch map cites Rev1.9 on the same path, and a provenance note lists the
   * same path's GD32F350 datasheet under "Official GigaDevice documents". */
  gigadeviceGd32f303: 'https://www.gd32mcu.com/data/documents/datasheet/GD32F303xx_Datasheet_Rev2.2.pdf',
  /** Abracon ABM8 crystal: 5 files (a parity table of ABM8-272-T3 "revised 2020-07-29", a design note on the
   * ABM8-16MHz, footprint checks naming the "manufacturer-hosted ABM8 family drawing"). */
  abraconAbm8: 'https://abracon.com/Resonators/abm8.pdf',
  /** Seiko Epson FC-135 brief: 1 file (a datasheet fetch list with the file's SHA-256, next to Epson's FC-135
   * product page). KiCad's footprint library cites the FC-135R brief on the same path. */
  epsonFc135: 'https://support.epson.biz/td/api/doc_check.php?dl=brief_FC-135_en.pdf',
  /** Amphenol ICC 12401610E4#2A drawing: 2 files over https (a KiCad schematic's Datasheet field of
   * 12401610E4-2A, a BOM's J1), 1 more over http (a KiCad schematic of 12401610E4#2ACT-ND). */
  amphenol12401610: 'https://www.amphenol-icc.com/media/wysiwyg/files/drawing/12401610e4x2a.pdf',
  /** Molex PicoBlade 51021 receptacle housing sales drawing: 3 files (distributor data of 51021-0200 as
   * productDoc); the 51021-0600 and 0800 drawings are cited too (1 file over https, 2 over http). One drawing for
   * the series, as the 53047/53048 lines above take theirs. */
  molex51021: 'https://www.molex.com/pdm_docs/sd/510210200_sd.pdf',
} as const;

/**
 * Würth WR-PHD single-row pin headers whose own data sheet address is cited (see the header), by part number,
 * with the count of files citing it: 61300211121 10, 61300311121 3, 61300411121 2, 61300511121 1,
 * 61300611121 5, 61300711121 2, 61300811121 2, 61301011121 1, 61304011121 2.
 */
const WE_PHD_CITED = [
  '61300211121',
  '61300311121',
  '61300411121',
  '61300511121',
  '61300611121',
  '61300711121',
  '61300811121',
  '61301011121',
  '61304011121',
];

/** Würth's data sheet of a WR-PHD part number whose address is cited; null for the others. */
export const wePhdDatasheet = (mpn: string): string | null =>
  WE_PHD_CITED.includes(mpn) ? `https://www.we-online.com/components/products/datasheet/${mpn}.pdf` : null;

/** Samsung Electro-Mechanics' per-part MLCC data sheet (its component library page of the part number). */
export const samsungMlccDatasheet = (mpn: string): string =>
  `https://weblib.samsungsem.com/mlcc/mlcc-ec-data-sheet.do?partNumber=${mpn}`;

/**
 * Würth WE-XHMI and WE-LHMI parts whose own data sheet address is cited (sixth batch, find_string
 * "datasheet/74439" and "datasheet/74437"), each as cited: Würth publishes a data sheet per part number, on
 * we-online.com/components/products/datasheet/ now and under the older catalog/ and katalog/ paths before. The other
 * parts of both series keep none (no address of theirs cited; the address is not made up from the pattern).
 */
const WE_MOULDED_CITED: Record<string, string> = {
  // WE-XHMI
  /** 2 files (a design table "Wurth 744393465120 datasheet", twice). */
  '744393465120': 'https://www.we-online.com/components/products/datasheet/744393465120.pdf',
  /** 3 files (a parts list, a footprint script naming "Wurth 74439370047 WE-XHMI"). */
  '74439370047': 'https://www.we-online.com/components/products/datasheet/74439370047.pdf',
  /** 1 file (a design script's "Wurth 744393465082 8.2uH"). */
  '744393465082': 'https://www.we-online.com/components/products/datasheet/744393465082.pdf',
  /** 1 file, a KiCad schematic's Datasheet field of 74439346100 (footprint Inductor_Wurth_XHMI-6060). */
  '74439346100': 'https://www.we-online.com/catalog/datasheet/74439346100.pdf',
  /** 1 file (a design note's table "Würth 74439346068 … 6.8 µH shielded inductor, XHMI-6060 footprint"). */
  '74439346068': 'https://www.we-online.com/katalog/datasheet/74439346068.pdf',
  // WE-LHMI
  /** 1 file (a design note's "Würth retained drawing" of the R47 part). */
  '744373240047': 'https://www.we-online.com/components/products/datasheet/744373240047.pdf',
  /** 2 files (a board's parts script, a design note "Würth exact datasheet, revision003.000"). */
  '74437349010': 'https://www.we-online.com/components/products/datasheet/74437349010.pdf',
  /** 1 file (a README's datasheet links, "Wurth 74437349220"). */
  '74437349220': 'https://www.we-online.com/components/products/datasheet/74437349220.pdf',
  /** 1 file, a KiCad schematic's Datasheet field of 74437356047 ("FIXED IND 4.7UH 6.2A 34.2 MOHM"). */
  '74437356047': 'https://www.we-online.de/katalog/datasheet/74437356047.pdf',
  /** 1 file, a KiCad schematic's Datasheet field. */
  '74437368150': 'https://www.we-online.de/katalog/datasheet/74437368150.pdf',
};

/** Würth's data sheet of a WE-XHMI / WE-LHMI part number whose address is cited; null for the others. */
export const weMouldedDatasheet = (mpn: string): string | null => WE_MOULDED_CITED[mpn] ?? null;
