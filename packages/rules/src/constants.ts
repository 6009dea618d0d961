/**
 * Business constants and limits (spec §9) plus the numeric codes of §3, §6 and §7 that web and server share.
 * Durations are in milliseconds unless the name says otherwise; sizes in bytes unless it says otherwise.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** One megabyte as the spec means it ("5MB", "3MB"): 1024 × 1024 bytes. */
export const MB = 1024 * 1024;

// --- requests and session (§7, §4, §9) ---
/** SPEC-9.01 request timeout */
export const REQUEST_TIMEOUT_MS = 60_000;
/** SPEC-9.05 after this many token refreshes a refresh-time-exceeded error is raised */
export const REFRESH_LIMIT = 10;
/** SPEC-9.06 / SPEC-4.16 the last-activity time is updated at most once per this interval */
export const LAST_ACTIVITY_THROTTLE_MS = 1000;
/** SPEC-9.03 token and last-activity cookie lifetime */
export const TOKEN_COOKIE_DAYS = 30;
/** SPEC-9.04 / SPEC-3.31 company id cookie lifetime */
export const COMPANY_ID_COOKIE_DAYS = 30;
/** SPEC-9.07 default lifetime of the `from` cookie */
export const FROM_COOKIE_DEFAULT_DAYS = 1;
/** SPEC-9.51 / SPEC-4.22 query parameters that carry tokens to external sites */
export const TOKEN_QUERY_PARAMS = ['token', 'refreshToken', 'tokenExpires'] as const;
/** SPEC-3.33 cookie holding the selected open platform */
export const SELECTED_PLATFORM_COOKIE = 'portal_sel_platform';

/** SPEC-3.46 / SPEC-7 the system_config dictionary and its labels */
export const SYSTEM_CONFIG_DICT_TYPE = 'system_config';
export const SystemConfigLabel = {
  /** token expiry in minutes (SPEC-9.08) */
  tokenExpireTime: 'token_expire_time',
  /** `from` cookie lifetime in minutes (SPEC-9.07) */
  fromExpireTime: 'from_expire_time',
} as const;

/**
 * A dictionary value in minutes ("30", 30) as milliseconds, or null when it is missing or not a positive number.
 * Used for token_expire_time (SPEC-9.08) and from_expire_time (SPEC-9.07).
 */
export function minutesToMs(minutes: string | number | null | undefined): number | null {
  if (minutes === null || minutes === undefined) return null;
  const text = String(minutes).trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value * MINUTE_MS : null;
}

/** SPEC-2.68 / SPEC-9.07: the `from` cookie lasts 1 day unless from_expire_time (minutes) says otherwise. */
export function fromCookieLifetimeMs(fromExpireMinutes?: string | number | null): number {
  return minutesToMs(fromExpireMinutes) ?? FROM_COOKIE_DEFAULT_DAYS * DAY_MS;
}

/** SPEC-9.35 account lock */
export const ACCOUNT_LOCK_MS = HOUR_MS;

// --- login, register, codes (§5, §7, §9) ---
/** SPEC-9.09 send-code countdown */
export const CODE_COUNTDOWN_SECONDS = 60;
/** SPEC-9.10 verification code length */
export const CODE_LENGTH = 6;
/** SPEC-9.11 password length */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
/** SPEC-9.12 username and email-or-phone input */
export const USERNAME_MAX_LENGTH = 64;
export const ACCOUNT_MAX_LENGTH = 64;
/** SPEC-5.12 nickname */
export const NICKNAME_MAX_LENGTH = 64;
/** SPEC-9.13 phone input (feedback phone is 20) */
export const PHONE_MAX_LENGTH = 11;
/** SPEC-5.02 e-mail */
export const EMAIL_MAX_LENGTH = 320;
/** SPEC-5.15 URL */
export const URL_MAX_LENGTH = 2048;

/** SPEC-7 send-sms-code scenes */
export const SmsScene = { login: 1, resetPassword: 2, register: 4 } as const;
/** SPEC-7 send-email-code scenes */
export const EmailScene = { resetPassword: 2, register: 4 } as const;
/** SPEC-6 / SPEC-7 userType 2 is sent with every login and marks a portal user */
export const PORTAL_USER_TYPE = 2;
/** SPEC-7 social-login is sent with userType 1 */
export const SOCIAL_LOGIN_USER_TYPE = 1;
/** SPEC-9.50 WeChat social login type */
export const WECHAT_SOCIAL_TYPE = 32;
/** SPEC-6 / SPEC-7 app type: 2 on the organisation side, 1 on the platform side */
export const AppType = { org: 2, platform: 1 } as const;
/** SPEC-3.45 QR sign-in scan_type: `band` (sic) binds the messaging account to the current user */
export const ScanType = { login: 'login', bind: 'band' } as const;

// --- search (§5, §9) ---
/** SPEC-9.14 maximum keywords */
export const KEYWORD_MAX_COUNT = 10;
/** SPEC-9.15 keyword and search input length */
export const KEYWORD_MAX_LENGTH = 128;
/** SPEC-9.16 suggestion page size */
export const SUGGESTION_SIZE = 15;
/** SPEC-9.17 suggestion debounce and its max wait */
export const SUGGESTION_DEBOUNCE_MS = 200;
export const SUGGESTION_MAX_WAIT_MS = 1000;
/** SPEC-9.18 autocomplete debounce */
export const AUTOCOMPLETE_DEBOUNCE_MS = 100;
/** SPEC-9.19 / SPEC-8.22 search error toasts are shown for 1 second */
export const SEARCH_TOAST_MS = 1000;

// --- UI (§9) ---
/** SPEC-9.02 / SPEC-2.31 tab bar limit */
export const TAB_LIMIT = 10;
/** SPEC-9.20 toast duration */
export const TOAST_DURATION_MS = 3000;
/** SPEC-9.21 notification duration */
export const NOTIFICATION_DURATION_MS = 4500;
/** SPEC-9.22 toast offset in px */
export const TOAST_OFFSET_PX = 16;
/** SPEC-9.23 message types, info is the default */
export const MESSAGE_TYPES = ['success', 'info', 'warning', 'error'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const DEFAULT_MESSAGE_TYPE: MessageType = 'info';
/** SPEC-9.24 base layer index */
export const BASE_Z_INDEX = 2000;
/** SPEC-9.25 dialog default top margin */
export const DIALOG_TOP = '15vh';
/** SPEC-9.26 / SPEC-9.27 / SPEC-9.29 dialog widths in px */
export const LOGIN_DIALOG_WIDTH = 470;
export const REGISTER_DIALOG_WIDTH = 460;
export const FORGOT_DIALOG_WIDTH = 460;
export const FEEDBACK_DIALOG_WIDTH = 800;
/** SPEC-2.28 terms and privacy dialog: 80% of the window */
export const AGREEMENT_DIALOG_SIZE = '80%';
/** SPEC-9.28 slider widths in px: 330 on login, 320 by default */
export const LOGIN_SLIDER_WIDTH = 330;
export const SLIDER_DEFAULT_WIDTH = 320;
/** SPEC-2.64 the messaging provider's QR sign-in frame is 300 × 300 px */
export const QR_FRAME_SIZE = 300;
/** SPEC-9.30 error dialog max width with the contact panel expanded */
export const ERROR_DIALOG_MAX_WIDTH = 580;
/** SPEC-9.31 badge maximum, shown as 99+ */
export const BADGE_MAX = 99;

/** SPEC-9.31 the badge text of a count: 100 → '99+'. */
export function badgeText(count: number, max: number = BADGE_MAX): string {
  return count > max ? `${max}+` : String(count);
}

/** SPEC-9.32 breakpoints: ≥ 1440 large, 1000..1439 middle, < 1000 small */
export const BREAKPOINT_LARGE = 1440;
export const BREAKPOINT_MIDDLE = 1000;
/** SPEC-9.32 resize throttle */
export const RESIZE_THROTTLE_MS = 100;
export const ScreenType = { large: 'large', middle: 'middle', small: 'small' } as const;
export type ScreenTypeValue = (typeof ScreenType)[keyof typeof ScreenType];

/** SPEC-9.32 / SPEC-3.02 the screen type of a window width. */
export function screenTypeOf(width: number): ScreenTypeValue {
  if (width >= BREAKPOINT_LARGE) return ScreenType.large;
  if (width >= BREAKPOINT_MIDDLE) return ScreenType.middle;
  return ScreenType.small;
}

/** SPEC-9.33 / SPEC-2.30 header height in px */
export const HEADER_HEIGHT = 60;
export const HEADER_HEIGHT_SMALL = 50;

/** SPEC-2.30 the header height for a screen type: 50 on small screens, else 60. */
export function headerHeightOf(screenType: ScreenTypeValue): number {
  return screenType === ScreenType.small ? HEADER_HEIGHT_SMALL : HEADER_HEIGHT;
}

/** SPEC-2.29 app shell minimum width in px: 1440, or 500 in plugin mode */
export const APP_MIN_WIDTH = 1440;
export const PLUGIN_MIN_WIDTH = 500;
/** SPEC-9.49 space sizes */
export const SPACE_SIZE = { small: 8, default: 12, large: 16 } as const;
/** SPEC-9.48 image viewer */
export const IMAGE_VIEWER = { zoomRate: 1.2, minScale: 0.2, maxScale: 7, rotateStep: 90 } as const;
/** SPEC-9.52 tooltip hide delay */
export const TOOLTIP_HIDE_DELAY_MS = 200;
/** SPEC-9.53 dropdown show and hide timeouts */
export const DROPDOWN_SHOW_TIMEOUT_MS = 150;
export const DROPDOWN_HIDE_TIMEOUT_MS = 150;
/** SPEC-9.54 scrollbar minimum thumb in px */
export const SCROLLBAR_MIN_THUMB = 20;
/** SPEC-9.37 scroll-lock restore delay */
export const SCROLL_LOCK_RESTORE_MS = 200;
/** SPEC-9.38 loading overlay fade */
export const LOADING_FADE_MS = 400;
/** SPEC-9.36 / SPEC-4.57 module-reload guard */
export const MODULE_RELOAD_GUARD_MS = 10 * SECOND_MS;
/** SPEC-9.55 / SPEC-1.07 service hours */
export const SERVICE_HOURS = '周一至周五 8:30-18:00';

// --- client log queue (§9) ---
/** SPEC-9.34 local log queue size and duplicate window */
export const LOG_QUEUE_MAX = 30;
export const LOG_DUPLICATE_WINDOW_MS = 2000;

// --- files (§3, §7, §9) ---
/** SPEC-9.39 files under this size are uploaded in one request; larger ones in chunks */
export const SINGLE_UPLOAD_MAX_BYTES = 5 * MB;
/** SPEC-9.40 chunk size */
export const CHUNK_SIZE_BYTES = 3 * MB;
/** SPEC-9.41 storageType sent with large uploads */
export const STORAGE_TYPE = 11;
/** SPEC-9.43 file picker cancel timeout */
export const FILE_PICKER_CANCEL_MS = 2000;
/** SPEC-3.57 default module type */
export const DEFAULT_MODULE_TYPE = 3;

/** SPEC-9.39 whether a file goes through the multipart (init, parts, complete, create) flow. */
export function isChunkedUpload(sizeBytes: number): boolean {
  return sizeBytes >= SINGLE_UPLOAD_MAX_BYTES;
}

/** SPEC-9.40 the number of 3 MB parts of a file (at least one). */
export function chunkCount(sizeBytes: number, chunkSize: number = CHUNK_SIZE_BYTES): number {
  return Math.max(1, Math.ceil(sizeBytes / chunkSize));
}

/** SPEC-9.42 progress is reported as a whole percent, 0..100. */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/** SPEC-3.56 upload categories */
export const UPLOAD_CATEGORIES = [
  'ModelFiles',
  'Images',
  'DataSheets',
  'Symbols',
  'FootPrints',
  'Temp',
  'Other',
] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

/** SPEC-3.56 an unknown upload category becomes Other (exact spelling required). */
export function normalizeUploadCategory(value: string | null | undefined): UploadCategory {
  return (UPLOAD_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as UploadCategory) : 'Other';
}

// --- feedback (§3, §5, §9) ---
/** SPEC-3.51 feedback types */
export const FeedbackType = { requirement: 1, suggestion: 2, problem: 3, other: 4 } as const;
export type FeedbackTypeValue = (typeof FeedbackType)[keyof typeof FeedbackType];
export const FEEDBACK_TYPES: readonly FeedbackTypeValue[] = Object.values(FeedbackType);
/** SPEC-9.44 feedback images: at most 3, 5 MB each, png/jpg/jpeg */
export const FEEDBACK_IMAGE_MAX_COUNT = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * MB;
export const FEEDBACK_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
/** SPEC-9.45 .. SPEC-9.47 and SPEC-9.13 feedback field lengths */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 500;
export const FEEDBACK_PHONE_MAX_LENGTH = 20;
export const FEEDBACK_EMAIL_MAX_LENGTH = 64;
export const FEEDBACK_ORG_NAME_MAX_LENGTH = 100;

/** SearchDecoded.brand of a code several makers share (SS110, 1N4007): the scheme names no one maker. */
export const SHARED_CODE_BRAND = '多家厂商';
