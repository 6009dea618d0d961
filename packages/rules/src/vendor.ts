/**
 * The vendor page (/vendor/{key}, SPEC-2.18): an organisation's public showcase. Its owners and admins publish
 * it under a key they choose, with a short introduction, a website, a contact and the public catalogue brands
 * the organisation represents; the name and the logo are the organisation's. The rules and their Chinese
 * messages live here, shared by the settings form (web) and the vendor module (server).
 */

/** 3–32 lowercase letters, digits and hyphens: the address /vendor/{key}. */
export const VENDOR_KEY_PATTERN = /^[a-z0-9-]{3,32}$/;
export const VENDOR_INTRO_MAX = 500;
export const VENDOR_WEBSITE_MAX = 200;
export const VENDOR_CONTACT_MAX = 100;
export const VENDOR_BRANDS_MAX = 20;

export const VendorMessage = {
  keyRequired: '请输入主页地址',
  keyInvalid: '主页地址须为 3–32 位小写字母、数字或连字符（-）',
  keyTaken: '该主页地址已被占用，请换一个',
  introTooLong: `简介最多 ${VENDOR_INTRO_MAX} 个字符`,
  websiteInvalid: '网址须以 http:// 或 https:// 开头，且为有效的网址',
  contactTooLong: `联系方式最多 ${VENDOR_CONTACT_MAX} 个字符`,
  textInvalid: '内容不能包含控制字符',
  brandsTooMany: `代理品牌最多选择 ${VENDOR_BRANDS_MAX} 个`,
  brandInvalid: '所选品牌不存在，请重新选择',
  adminOnly: '暂无权限：厂商主页仅企业所有者和管理员可设置',
  notFound: '厂商主页不存在或未发布',
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: a one-line field takes no line breaks either
const CONTROL_LINE = /[\u0000-\u001f\u007f]/;

/** null when valid, else the message. */
export function validateVendorKey(key: string): string | null {
  if (key === '') return VendorMessage.keyRequired;
  return VENDOR_KEY_PATTERN.test(key) ? null : VendorMessage.keyInvalid;
}

export function validateVendorIntro(intro: string): string | null {
  if ([...intro].length > VENDOR_INTRO_MAX) return VendorMessage.introTooLong;
  return CONTROL.test(intro) ? VendorMessage.textInvalid : null;
}

/** Empty, or an http(s) address with a host name that has a dot (no user:password part). */
export function validateVendorWebsite(website: string): string | null {
  if (website === '') return null;
  if (website.length > VENDOR_WEBSITE_MAX || !/^https?:\/\//i.test(website))
    return VendorMessage.websiteInvalid;
  try {
    const url = new URL(website);
    if (url.username || url.password || !/^[^.]+(\.[^.]+)+$/.test(url.hostname)) {
      return VendorMessage.websiteInvalid;
    }
  } catch {
    return VendorMessage.websiteInvalid;
  }
  return null;
}

export function validateVendorContact(contact: string): string | null {
  if ([...contact].length > VENDOR_CONTACT_MAX) return VendorMessage.contactTooLong;
  return CONTROL_LINE.test(contact) ? VendorMessage.textInvalid : null;
}

/** The library of a brand's page, from the libraries it supplies (part 1, component 2, material 4). */
export function vendorBrandLibrary(kinds: readonly number[]): 'part' | 'component' | 'mat' {
  if (kinds.includes(2) && !kinds.includes(1)) return 'component';
  if (kinds.includes(1)) return 'part';
  return kinds.includes(4) ? 'mat' : 'component';
}

/** The public address of a vendor page. */
export const vendorPagePath = (key: string) => `/vendor/${key}`;
