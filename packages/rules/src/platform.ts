/**
 * Platforms, libraries, header types, design software and channel codes (spec §1, §2, §3), and the parsing
 * of the plugin launch query (SPEC-2.33, SPEC-5.14).
 */
import { URL_MAX_LENGTH } from './constants.ts';
import { LibraryTitle, PlatformName } from './messages.ts';

/** SPEC-3.15 platform values; the default is system. */
export const Platform = { part: 1, component: 2, system: 3, mat: 4 } as const;
export type PlatformValue = (typeof Platform)[keyof typeof Platform];
export const DEFAULT_PLATFORM: PlatformValue = Platform.system;

/** SPEC-1.02 / SPEC-2.23 platform keys: the path prefixes of the open platform and the platform selector. */
export const PLATFORM_KEYS = ['management', 'part', 'component', 'mat'] as const;
export type PlatformKey = (typeof PLATFORM_KEYS)[number];

export function isPlatformKey(value: unknown): value is PlatformKey {
  return typeof value === 'string' && (PLATFORM_KEYS as readonly string[]).includes(value);
}

/** The platform value of a key: management is the system platform. */
export const PLATFORM_VALUE_OF_KEY: Readonly<Record<PlatformKey, PlatformValue>> = {
  management: Platform.system,
  part: Platform.part,
  component: Platform.component,
  mat: Platform.mat,
};

/** SPEC-1.02 the Chinese name of a platform key. */
export function platformNameOf(key: PlatformKey): string {
  return PlatformName[key];
}

/** SPEC-3.47 platform selector options (val and label). */
export const PLATFORM_OPTIONS: readonly { val: PlatformKey; label: string }[] = PLATFORM_KEYS.map((key) => ({
  val: key,
  label: PlatformName[key],
}));

/** The three libraries and their path prefixes (SPEC-2.03, SPEC-2.21). */
export const LIBRARY_KEYS = ['part', 'component', 'mat'] as const;
export type LibraryKey = (typeof LIBRARY_KEYS)[number];
export const LIBRARY_PATH_PREFIX: Readonly<Record<LibraryKey, string>> = {
  part: '/part',
  component: '/component',
  mat: '/mat',
};

/** SPEC-2.21 the library of a path (`/part`, `/part/search`, ...), or null; `/partner` is not `/part`. */
export function libraryFromPath(pathname: string): LibraryKey | null {
  const first = pathname.split(/[?#]/, 1)[0]?.split('/')[1] ?? '';
  return (LIBRARY_KEYS as readonly string[]).includes(first) ? (first as LibraryKey) : null;
}

/** SPEC-2.21 / SPEC-3.15 the platform value of a path: the library prefix, else the default (system). */
export function platformFromPath(pathname: string): PlatformValue {
  const library = libraryFromPath(pathname);
  return library === null ? DEFAULT_PLATFORM : PLATFORM_VALUE_OF_KEY[library];
}

/** SPEC-2.34 header types. */
export const HeaderType = { Part: 'Part', Component: 'Component', Home: 'Home', Mat: 'Mat' } as const;
export type HeaderTypeValue = (typeof HeaderType)[keyof typeof HeaderType];

/** SPEC-2.34 the header type of a path: a library prefix gives its type, anything else is Home. */
export function headerTypeFromPath(pathname: string): HeaderTypeValue {
  switch (libraryFromPath(pathname)) {
    case 'part':
      return HeaderType.Part;
    case 'component':
      return HeaderType.Component;
    case 'mat':
      return HeaderType.Mat;
    default:
      return HeaderType.Home;
  }
}

/** SPEC-2.36 the library title of a header type (Home shows the resources library). */
export function libraryTitleOf(headerType: HeaderTypeValue): string {
  switch (headerType) {
    case HeaderType.Part:
      return LibraryTitle.part;
    case HeaderType.Component:
      return LibraryTitle.component;
    case HeaderType.Mat:
      return LibraryTitle.mat;
    default:
      return LibraryTitle.resource;
  }
}

// --- plugin: software, file types, channels ---

/** SPEC-3.06 software types. */
export const SOFTWARE_TYPES = ['CAD', 'EDA'] as const;
export type SoftwareType = (typeof SOFTWARE_TYPES)[number];

/** SPEC-3.12 software names (AD is Altium). */
export const SOFTWARE_NAMES = [
  'Cadence',
  'KICAD',
  'PADS',
  'AD',
  '3DModel',
  'ZhongWang',
  'HT',
  'KLT',
  'CAXA',
  'SW',
  'CATIA',
  'CREO',
  'NX',
  'PZ',
  'QYF',
  'HJGR',
] as const;
export type SoftwareName = (typeof SOFTWARE_NAMES)[number];

/** SPEC-3.13 file types. */
export const FILE_TYPES = ['symbol', 'footprint', '3DModel', 'symbol|footprint', 'footprint|symbol'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** SPEC-3.16 .. SPEC-3.19 channel codes. */
export const Channel = {
  // part
  portalPart: 100,
  zhongWang: 101,
  ht: 102,
  openApiPart: 103,
  caxa: 105,
  sw: 106,
  catia: 107,
  creo: 108,
  nx: 109,
  klt: 110,
  // component
  portalComponent: 200,
  cadenceOrcad: 201,
  openApiComponent: 202,
  hq: 203,
  ickey: 204,
  cadenceAllegro: 206,
  // SPEC-3.18: "207 to 216: symbol and footprint pairs for PADS, Altium, PZ, QYF and HJGR. The exact mapping
  // is not shown." Our choice: the software in the order the spec lists them, symbol then footprint.
  padsSymbol: 207,
  padsFootprint: 208,
  altiumSymbol: 209,
  altiumFootprint: 210,
  pzSymbol: 211,
  pzFootprint: 212,
  qyfSymbol: 213,
  qyfFootprint: 214,
  hjgrSymbol: 215,
  hjgrFootprint: 216,
  // platform
  open: 900,
  platformPart: 901,
  platformComponent: 902,
  platformManagement: 903,
  portal: 960,
} as const;
export type ChannelCode = (typeof Channel)[keyof typeof Channel];
export const CHANNEL_CODES: readonly ChannelCode[] = Object.values(Channel);

export function isChannelCode(value: unknown): value is ChannelCode {
  return typeof value === 'number' && (CHANNEL_CODES as readonly number[]).includes(value);
}

/** Part (CAD) software: one channel whatever the file type (SPEC-3.16). */
const PART_SOFTWARE_CHANNEL: Partial<Record<SoftwareName, ChannelCode>> = {
  ZhongWang: Channel.zhongWang,
  HT: Channel.ht,
  CAXA: Channel.caxa,
  SW: Channel.sw,
  CATIA: Channel.catia,
  CREO: Channel.creo,
  NX: Channel.nx,
  KLT: Channel.klt,
};

/** CAD programs (part software, channels 101..110): they place STEP models (issue 12). */
export const CAD_SOFTWARE_NAMES = Object.keys(PART_SOFTWARE_CHANNEL) as readonly SoftwareName[];

/** Component (EDA) software with a channel per file type: [symbol, footprint] (SPEC-3.17, SPEC-3.18, SPEC-3.20). */
const EDA_SOFTWARE_CHANNELS: Partial<Record<SoftwareName, readonly [ChannelCode, ChannelCode]>> = {
  Cadence: [Channel.cadenceOrcad, Channel.cadenceAllegro],
  PADS: [Channel.padsSymbol, Channel.padsFootprint],
  AD: [Channel.altiumSymbol, Channel.altiumFootprint],
  PZ: [Channel.pzSymbol, Channel.pzFootprint],
  QYF: [Channel.qyfSymbol, Channel.qyfFootprint],
  HJGR: [Channel.hjgrSymbol, Channel.hjgrFootprint],
};

/**
 * SPEC-3.20 the channel of a plugin launch by software name and file type, or null when none applies.
 * - Cadence: symbol → 201 (OrCAD), footprint → 206 (Allegro).
 * - PADS, AD, PZ, QYF, HJGR: their symbol / footprint channel (207..216, see `Channel`).
 * - For the pairs 'symbol|footprint' and 'footprint|symbol' the first type decides.
 * - Part software (ZhongWang, HT, CAXA, SW, CATIA, CREO, NX, KLT) has one channel whatever the file type.
 * - KICAD and 3DModel have no channel in the spec; neither has an EDA tool launched for 3D models: null.
 */
export function resolveChannel(
  softwareName: string | null | undefined,
  fileType: string | null | undefined,
): ChannelCode | null {
  const name = (softwareName ?? '') as SoftwareName;
  const part = PART_SOFTWARE_CHANNEL[name];
  if (part !== undefined) return part;
  const pair = EDA_SOFTWARE_CHANNELS[name];
  if (pair === undefined) return null;
  const first = (fileType ?? '').split('|', 1)[0];
  if (first === 'symbol') return pair[0];
  if (first === 'footprint') return pair[1];
  return null;
}

// --- plugin launch query ---

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** The plugin launch values (SPEC-2.33, SPEC-3.06..3.11). Values outside the known lists are left empty. */
export interface PluginLaunch {
  softwareType: SoftwareType;
  softwareName: SoftwareName | '';
  fileType: FileType | '';
  showSequence: string;
  theme: Theme | '';
  /** the numeric `channel` parameter, otherwise the channel resolved from software and file type, else null */
  channel: number | null;
  /** accepted only if it contains the company's domain, else '' */
  wechatOrigin: string;
  /** the `_companyId` parameter ('' when absent or not a plain id) */
  companyId: string;
}

/** A launch query: URLSearchParams or a router's query object (first value of arrays is used). */
export type LaunchQuery = URLSearchParams | Readonly<Record<string, unknown>>;

function queryValue(query: LaunchQuery, key: string): string {
  const raw = query instanceof URLSearchParams ? query.get(key) : query[key];
  const first = Array.isArray(raw) ? raw[0] : raw;
  return typeof first === 'string' ? first.trim() : typeof first === 'number' ? String(first) : '';
}

function oneOf<T extends string>(list: readonly T[], value: string): T | '' {
  return (list as readonly string[]).includes(value) ? (value as T) : '';
}

/**
 * SPEC-5.14 whether a wechatOrigin belongs to the company. The spec says it must "contain the company's
 * domain"; a plain substring test would also let `https://evil.example/?jianku.com` through, so we require
 * more: an http(s) origin whose host is the domain or one of its subdomains. An empty domain accepts nothing.
 */
export function isCompanyOrigin(origin: string, companyDomain: string): boolean {
  const domain = companyDomain.trim().toLowerCase().replace(/^\.+/, '');
  if (domain === '') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  // `host` keeps a non-default port, so a domain configured as `localhost:8080` matches too
  return [url.hostname, url.host].some((host) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * showSequence, the order of the file kinds the plugin shows (free text in the spec): words of letters,
 * digits, `_` and `-`, separated by `,` or `|`, at most 64 characters; anything longer or else is ignored.
 */
const SHOW_SEQUENCE = /^[A-Za-z0-9_-]+([,|][A-Za-z0-9_-]+)*$/;
const SHOW_SEQUENCE_MAX = 64;

/**
 * SPEC-5.14 / SPEC-2.33 parse the plugin launch query. swType must be exactly EDA or CAD, otherwise the whole
 * query is ignored and the result is null. swName and fType must be in their lists, theme must be dark or
 * light, showSequence a short list of words (SHOW_SEQUENCE), wechatOrigin at most URL_MAX_LENGTH long,
 * channel must be a non-negative integer, _companyId a plain id (letters, digits, _ or -, at most 64),
 * wechatOrigin must contain the company's domain (see `isCompanyOrigin`); anything else is left
 * empty. ("type values" of SPEC-5.14 is read as swType, which the first rule already restricts.)
 */
export function parsePluginLaunch(query: LaunchQuery, companyDomain: string): PluginLaunch | null {
  const softwareType = oneOf(SOFTWARE_TYPES, queryValue(query, 'swType'));
  if (softwareType === '') return null;
  const softwareName = oneOf(SOFTWARE_NAMES, queryValue(query, 'swName'));
  const fileType = oneOf(FILE_TYPES, queryValue(query, 'fType'));
  const channelText = queryValue(query, 'channel');
  const wechatOrigin = queryValue(query, 'wechatOrigin');
  const companyId = queryValue(query, '_companyId');
  const showSequence = queryValue(query, 'showSequence');
  return {
    softwareType,
    softwareName,
    fileType,
    showSequence:
      showSequence.length <= SHOW_SEQUENCE_MAX && SHOW_SEQUENCE.test(showSequence) ? showSequence : '',
    theme: oneOf(THEMES, queryValue(query, 'theme')),
    channel: /^\d{1,9}$/.test(channelText) ? Number(channelText) : resolveChannel(softwareName, fileType),
    wechatOrigin:
      wechatOrigin.length <= URL_MAX_LENGTH && isCompanyOrigin(wechatOrigin, companyDomain)
        ? wechatOrigin
        : '',
    companyId: /^[A-Za-z0-9_-]{1,64}$/.test(companyId) ? companyId : '',
  };
}
