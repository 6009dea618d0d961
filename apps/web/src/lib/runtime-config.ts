import type { RuntimeConfig } from '@jianku/rules';

declare global {
  interface Window {
    /** Injected by the server's GET /config.js before the app bundle runs. */
    __JIANKU_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/** Spec §1 (SPEC-1.09): every deployment flag is false by default. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = Object.freeze({
  ignoreComponent: false,
  ignorePart: false,
  ignoreOpen: false,
  ignoreHome: false,
  privateDeploy: false,
  companyName: '',
  filing: { com: '', cn: '' },
  contact: { hotline: '', email: '', serviceHours: '', address: '', qrCodeUrl: '' },
  publicOrigin: '',
  openOrigin: '',
  companyDomain: '',
});

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copies only the keys of `defaults` whose injected value has the same primitive type. */
function mergeTyped<T extends object>(defaults: T, injected: unknown): T {
  if (!isPlain(injected)) return { ...defaults };
  const out: Plain = { ...(defaults as Plain) };
  for (const [key, fallback] of Object.entries(defaults as Plain)) {
    const value = injected[key];
    if (isPlain(fallback)) out[key] = mergeTyped(fallback, value);
    else if (typeof value === typeof fallback) out[key] = value;
  }
  return out as T;
}

let cachedSource: unknown;
let cachedConfig: RuntimeConfig | undefined;

/**
 * The deployment's runtime configuration: `window.__JIANKU_CONFIG__` over the defaults. Values of the
 * wrong type are ignored. The result is cached for as long as the injected object stays the same.
 */
export function getRuntimeConfig(): RuntimeConfig {
  const source = typeof window === 'undefined' ? undefined : window.__JIANKU_CONFIG__;
  if (cachedConfig && cachedSource === source) return cachedConfig;
  cachedSource = source;
  cachedConfig = Object.freeze(mergeTyped(DEFAULT_RUNTIME_CONFIG, source));
  return cachedConfig;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether the page runs on the open platform site (开放平台) rather than the public www site: its origin is the
 * configured open origin, and that differs from the public origin. Spec §8 speaks of "open deployments".
 */
export function isOpenSite(): boolean {
  const { openOrigin, publicOrigin } = getRuntimeConfig();
  const open = originOf(openOrigin);
  if (!open || open === originOf(publicOrigin)) return false;
  return window.location.origin === open;
}
