/**
 * The runtime configuration the server hands to the web app (as `window.__JIANKU_CONFIG__`, served by
 * GET /config.js), so that deployment flags, filing numbers and contact values change without a rebuild.
 * Spec §1: all flags are false by default.
 */
import { SERVICE_HOURS } from './constants.ts';

export interface ContactInfo {
  /** 服务热线 */
  hotline: string;
  /** 联系邮箱 */
  email: string;
  /** 服务时间, spec §9: Monday to Friday 8:30 to 18:00 */
  serviceHours: string;
  /** 公司地址 */
  address: string;
  /** URL of the public-account QR code image */
  qrCodeUrl: string;
}

export interface RuntimeConfig {
  ignoreComponent: boolean;
  ignorePart: boolean;
  ignoreOpen: boolean;
  ignoreHome: boolean;
  privateDeploy: boolean;
  /** Chinese company name shown in the copyright line */
  companyName: string;
  /** Filing numbers (备案号) by host suffix */
  filing: { com: string; cn: string };
  contact: ContactInfo;
  /** Origin of the public www site, e.g. http://localhost:8080 */
  publicOrigin: string;
  /** Origin of the open platform (开放平台); /tool/api calls and the 开放平台 entry go there */
  openOrigin: string;
  /** The company's domain; plugin wechatOrigin is accepted only if it contains it (spec §5) */
  companyDomain: string;
}

/**
 * SPEC-1.09 the configuration with every flag false. Text values are empty: the spec does not reproduce the
 * company name, filing numbers, contact values or hosts (SPEC-1.07), so a deployment supplies them.
 */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = Object.freeze({
  ignoreComponent: false,
  ignorePart: false,
  ignoreOpen: false,
  ignoreHome: false,
  privateDeploy: false,
  companyName: '',
  filing: Object.freeze({ com: '', cn: '' }),
  contact: Object.freeze({
    hotline: '',
    email: '',
    serviceHours: SERVICE_HOURS,
    address: '',
    qrCodeUrl: '',
  }),
  publicOrigin: '',
  openOrigin: '',
  companyDomain: '',
});

/** A partial configuration, as read from the environment or a file. */
export type RuntimeConfigInput = Partial<Omit<RuntimeConfig, 'filing' | 'contact'>> & {
  filing?: Partial<RuntimeConfig['filing']>;
  contact?: Partial<ContactInfo>;
};

/** The defaults overlaid with the given values (nested filing and contact merged field by field). */
export function resolveRuntimeConfig(input: RuntimeConfigInput = {}): RuntimeConfig {
  const base = DEFAULT_RUNTIME_CONFIG;
  return {
    ...base,
    ...input,
    filing: { ...base.filing, ...input.filing },
    contact: { ...base.contact, ...input.contact },
  };
}

/**
 * SPEC-1.08 the filing number (备案号) of the footer: none in a private deployment; otherwise the .cn number
 * on a host ending in .cn and the .com number on a host ending in .com. Any other host (localhost, an IP)
 * shows none.
 */
export function filingNumberFor(
  hostname: string,
  config: Pick<RuntimeConfig, 'privateDeploy' | 'filing'>,
): string {
  if (config.privateDeploy) return '';
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.endsWith('.cn')) return config.filing.cn;
  if (host.endsWith('.com')) return config.filing.com;
  return '';
}
