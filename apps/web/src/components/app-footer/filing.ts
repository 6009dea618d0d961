import type { RuntimeConfig } from '@jianku/rules';

export const FILING_URL = 'https://beian.miit.gov.cn/';

/**
 * The filing number (备案号) shown for a host (spec §1): FILING_COM when the host name ends in .com,
 * FILING_CN when it ends in .cn, none otherwise, when the number is empty or in a private deployment.
 */
export function filingFor(
  hostname: string,
  config: Pick<RuntimeConfig, 'privateDeploy' | 'filing'>,
): string | null {
  if (config.privateDeploy) return null;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const value = host.endsWith('.com') ? config.filing.com : host.endsWith('.cn') ? config.filing.cn : '';
  return value.trim() ? value.trim() : null;
}
