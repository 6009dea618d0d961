/**
 * The header's data: navigation entries, library tabs, platform options and the section highlighted for a
 * path (spec §2 Header). Later issues switch library tabs on by setting `available` when their page exists.
 */
import {
  LibraryTabText,
  NavText,
  PLATFORM_OPTIONS,
  PLATFORM_VALUE_OF_KEY,
  type PlatformKey,
  type RuntimeConfig,
} from '@jianku/rules';
import { type Library, libraryFromPath } from '../library/library.ts';

export type NavKey = 'home' | 'part' | 'component' | 'mat' | 'download' | 'brand-entry' | 'about';

export interface NavEntry {
  key: NavKey;
  label: string;
  path: string;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', label: NavText.home, path: '/home' },
  { key: 'part', label: NavText.part, path: '/part' },
  { key: 'component', label: NavText.component, path: '/component' },
  // The materials library (spec §1: the third library, 材料库平台). No deployment flag hides it.
  { key: 'mat', label: NavText.mat, path: '/mat' },
  { key: 'download', label: NavText.download, path: '/download' },
  { key: 'brand-entry', label: NavText.brandEntry, path: '/brand-entry' },
  { key: 'about', label: NavText.about, path: '/about' },
];

type Flags = Pick<RuntimeConfig, 'ignoreHome' | 'ignorePart' | 'ignoreComponent'>;

/**
 * The navigation entries a deployment shows: ignoreHome / ignorePart / ignoreComponent hide theirs; the
 * materials entry has no flag of its own (spec §1 names none) and is always shown.
 */
export function visibleNavEntries(flags: Flags): NavEntry[] {
  return NAV_ENTRIES.filter(
    (e) =>
      !(e.key === 'home' && flags.ignoreHome) &&
      !(e.key === 'part' && flags.ignorePart) &&
      !(e.key === 'component' && flags.ignoreComponent),
  );
}

/** The sections the header highlights (spec §2). */
export type Section =
  | 'home'
  | 'download'
  | 'about'
  | 'brand-entry'
  | 'catalogue'
  | 'organization'
  | 'compare'
  | 'search3D';

/** The section of a path: home, download, about, brand-entry, catalogue, organization (brand pages), search3D. */
export function activeSection(pathname: string): Section | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/home') return 'home';
  if (path === '/download') return 'download';
  if (path === '/about') return 'about';
  if (path === '/brand-entry') return 'brand-entry';
  const library = libraryFromPath(path);
  if (!library) return null;
  const rest = path.slice(library.length + 1);
  if (rest === '') return 'catalogue';
  // The catalogue's own pages: categories and item details.
  if (rest.startsWith('/category/') || rest.startsWith('/detail/')) return 'catalogue';
  if (rest.startsWith('/brand-page') || rest.startsWith('/brand-detail')) return 'organization';
  if (rest.startsWith('/search3D')) return 'search3D';
  if (library !== 'mat' && (rest === '/compare' || rest.startsWith('/compare/'))) return 'compare';
  return null;
}

/** The navigation entry to highlight: the section's own entry, or the library's entry on library pages. */
export function activeNavKey(pathname: string): NavKey | null {
  const section = activeSection(pathname);
  if (section === 'home' || section === 'download' || section === 'about' || section === 'brand-entry') {
    return section;
  }
  const library = libraryFromPath(pathname);
  return library ?? null;
}

export type LibraryTabKey = 'catalogue' | 'organization' | 'compare' | 'search3D' | 'materialCompare';

export interface LibraryTab {
  key: LibraryTabKey;
  label: string;
  /** The section highlighted when this tab's page is shown. */
  section: Section | null;
  libraries: readonly Library[];
  /** Hidden in private mode (the brand entry). */
  hiddenInPrivate?: boolean;
  /** Whether the page exists yet; tabs whose page is not built are left out. */
  available: boolean;
  to: (library: Library) => string;
}

export const LIBRARY_TABS: readonly LibraryTab[] = [
  {
    key: 'catalogue',
    label: LibraryTabText.category,
    section: 'catalogue',
    libraries: ['part', 'component', 'mat'],
    available: true,
    to: (library) => `/${library}?tab=category`,
  },
  {
    key: 'organization',
    label: LibraryTabText.manufacturer,
    section: 'organization',
    // The brand entry is hidden for materials and in private mode.
    libraries: ['part', 'component'],
    hiddenInPrivate: true,
    available: true,
    to: (library) => `/${library}/brand-page?type=${PLATFORM_VALUE_OF_KEY[library]}`,
  },
  {
    key: 'compare',
    label: LibraryTabText.compare,
    section: 'compare',
    libraries: ['part', 'component'],
    available: true,
    to: (library) => `/${library}/compare`,
  },
  {
    key: 'search3D',
    label: LibraryTabText.search3D,
    section: 'search3D',
    libraries: ['part'],
    available: true,
    to: (library) => `/${library}/search3D`,
  },
  {
    key: 'materialCompare',
    label: LibraryTabText.materialCompare,
    section: null,
    libraries: ['mat'],
    available: true,
    to: (library) => `/${library}/compare`,
  },
];

/** The library tabs shown for a library (the management section never is one). */
export function visibleLibraryTabs(
  library: Library,
  options: { isPrivate: boolean },
  tabs: readonly LibraryTab[] = LIBRARY_TABS,
): LibraryTab[] {
  return tabs.filter(
    (t) => t.available && t.libraries.includes(library) && !(t.hiddenInPrivate && options.isPrivate),
  );
}

/** Platform selector option (spec §3: val and label): 零部件平台, 元器件平台, 材料库平台, 运营平台. */
export interface PlatformOption {
  val: PlatformKey;
  label: string;
}

export { PLATFORM_OPTIONS };

/**
 * Platform options of a deployment, the libraries' platforms first and 运营平台 last; ignorePart /
 * ignoreComponent hide their platforms.
 */
export function visiblePlatformOptions(
  flags: Pick<RuntimeConfig, 'ignorePart' | 'ignoreComponent'>,
): PlatformOption[] {
  const visible = PLATFORM_OPTIONS.filter(
    (o) => !(o.val === 'part' && flags.ignorePart) && !(o.val === 'component' && flags.ignoreComponent),
  );
  return [...visible.filter((o) => o.val !== 'management'), ...visible.filter((o) => o.val === 'management')];
}

/** The open platform address for a platform: {openOrigin}/{platform}. */
export function openPlatformUrl(openOrigin: string, platform: string): string {
  return `${openOrigin.replace(/\/+$/, '')}/${platform}`;
}

/** The header's search box (SPEC-2.38): organisation search on brand pages, typed search on other library pages. */
export type HeaderSearchMode = { mode: 'typed' | 'organisation'; library: Library };

export function headerSearchMode(pathname: string): HeaderSearchMode | null {
  const library = libraryFromPath(pathname);
  if (!library) return null;
  return { mode: activeSection(pathname) === 'organization' ? 'organisation' : 'typed', library };
}
