// A KiCad symbol's package and maker as the catalogue writes them. The package is read from the symbol's
// Footprint (library:name); the footprint library says how it mounts (KiCad's *_SMD / *_THT libraries, and the
// QFP/SO/DFN/BGA libraries of surface-mount outlines). The maker is read from the datasheet's host (a maker's
// own site) or, for the STM32 libraries, from the library's name; a host that is a distributor's or a
// collector's says nothing, and the row is left out.

/** Footprint libraries whose outlines are surface-mount or through-hole (KiCad footprint library names). */
const SMD_LIBRARIES = new Set([
  'Package_TO_SOT_SMD',
  'Diode_SMD',
  'Package_SO',
  'Package_DFN_QFN',
  'Package_SON',
  'Package_QFP',
  'Package_BGA',
  'Package_CSP',
  'Package_DirectFET',
  'Package_LGA',
]);
const THT_LIBRARIES = new Set(['Package_TO_SOT_THT', 'Diode_THT', 'Package_DIP']);

/** The names the catalogue already writes for KiCad's outlines (semiconductors.data.ts and its neighbours). */
const SAME_AS: Record<string, string> = {
  'SOT-223-3': 'SOT-223',
  'TO-263-2': 'D2PAK',
  'TO-263-3': 'D2PAK',
  'TO-252-2': 'DPAK',
  'TO-220-3': 'TO-220',
  SMA: 'SMA (DO-214AC)',
  SMB: 'SMB (DO-214AA)',
  SMC: 'SMC (DO-214AB)',
};
const MAKER_PREFIX = /^(AO|Diodes|Fairchild|Infineon|Nexperia|OnSemi|Texas|Vishay|Panasonic|ST)$/;
const NO_DASH = /^(LQFP|TQFP|QFN|VQFN|SOIC|MSOP|TSSOP|PDIP)-(\d+)$/;

export interface KicadPackage {
  name: string;
  mounting: 'smd' | 'tht';
}

/** The package of a footprint; null when the footprint is empty or its library mounts neither way. */
export function packageOfFootprint(footprint: string): KicadPackage | null {
  const [library, fp] = footprint.split(':');
  if (!library || !fp) return null;
  const mounting = SMD_LIBRARIES.has(library) ? 'smd' : THT_LIBRARIES.has(library) ? 'tht' : null;
  if (!mounting) return null;
  // a maker's own outline names the maker first (Texas_DQK, Vishay_PowerPAK_1212-8_Single): the outline follows
  const parts = fp.replace(/^D_/, '').split('_');
  while (parts.length > 1 && MAKER_PREFIX.test(parts[0] ?? '')) parts.shift();
  // the outline's name runs to its first part with a digit (PowerPAK 1212-8, PQFN 8x8, DirectFET SQ)
  const end = parts.findIndex((p) => /\d/.test(p));
  let name = parts.slice(0, library === 'Package_DirectFET' ? 2 : end < 0 ? 1 : end + 1).join(' ');
  if (name === 'DIP-8' || /^DIP-\d+$/.test(name)) name = `P${name}`;
  name = SAME_AS[name] ?? name.replace(NO_DASH, '$1$2');
  return { name, mounting };
}

/** Makers by the host of their own datasheets (brands.ts codes). irf.com: International Rectifier, Infineon's since 2015. */
const HOSTS: Array<[RegExp, string]> = [
  [/(^|\.)st\.com$/, 'st'],
  [/(^|\.)ti\.com$/, 'ti'],
  [/(^|\.)onsemi\.(com|cn)$/, 'onsemi'],
  [/(^|\.)nexperia\.com$/, 'nexperia'],
  [/(^|\.)microchip\.com$/, 'microchip'],
  [/(^|\.)diodes\.com$/, 'diodes'],
  [/(^|\.)(infineon|irf)\.com$/, 'infineon'],
  [/(^|\.)vishay\.com$/, 'vishay'],
  [/(^|\.)analog\.com$/, 'adi'],
  [/(^|\.)rohm\.com$/, 'rohm'],
  [/(^|\.)toshiba\.semicon-storage\.com$/, 'toshiba'],
  [/(^|\.)wolfspeed\.com$/, 'wolfspeed'],
  [/(^|\.)nxp\.com$/, 'nxp'],
  [/(^|\.)advanced-monolithic\.com$/, 'ams-monolithic'],
  [/(^|\.)aosmd\.com$/, 'aos'],
  [/(^|\.)torexsemi\.com$/, 'torex'],
  [/(^|\.)littelfuse\.com$/, 'littelfuse'],
  [/(^|\.)bourns\.com$/, 'bourns'],
  [/(^|\.)industrial\.panasonic\.com$/, 'panasonic'],
];

export function hostOf(url: string): string {
  const m = /^https?:\/\/([^/?#]+)/i.exec(url.trim());
  return (m?.[1] ?? '').toLowerCase();
}

/** The maker a symbol names: the STM32 libraries are ST's; otherwise its datasheet's host, or null. */
export function makerOf(library: string, datasheet: string): string | null {
  if (library.startsWith('MCU_ST_')) return 'st';
  const host = hostOf(datasheet);
  return HOSTS.find(([re]) => re.test(host))?.[1] ?? null;
}
