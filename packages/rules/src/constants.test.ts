import { describe, expect, it } from 'vitest';
import * as C from './constants.ts';

const MB = 1024 * 1024;

describe('§9 values', () => {
  // The spec's values, so that an edit of a constant that departs from the spec fails here.
  const table: [string, unknown, unknown][] = [
    ['SPEC-9.01 request timeout', C.REQUEST_TIMEOUT_MS, 60_000],
    ['SPEC-9.02 tab limit', C.TAB_LIMIT, 10],
    ['SPEC-9.03 token cookie days', C.TOKEN_COOKIE_DAYS, 30],
    ['SPEC-9.04 company id cookie days', C.COMPANY_ID_COOKIE_DAYS, 30],
    ['SPEC-9.05 refresh limit', C.REFRESH_LIMIT, 10],
    ['SPEC-9.06 last-activity throttle', C.LAST_ACTIVITY_THROTTLE_MS, 1000],
    ['SPEC-9.07 from cookie default days', C.FROM_COOKIE_DEFAULT_DAYS, 1],
    ['SPEC-9.09 code countdown', C.CODE_COUNTDOWN_SECONDS, 60],
    ['SPEC-9.10 code length', C.CODE_LENGTH, 6],
    ['SPEC-9.11 password length', [C.PASSWORD_MIN_LENGTH, C.PASSWORD_MAX_LENGTH], [8, 16]],
    ['SPEC-9.12 username and account', [C.USERNAME_MAX_LENGTH, C.ACCOUNT_MAX_LENGTH], [64, 64]],
    ['SPEC-9.13 phone', [C.PHONE_MAX_LENGTH, C.FEEDBACK_PHONE_MAX_LENGTH], [11, 20]],
    ['SPEC-9.14 keywords', C.KEYWORD_MAX_COUNT, 10],
    ['SPEC-9.15 keyword length', C.KEYWORD_MAX_LENGTH, 128],
    ['SPEC-9.16 suggestion size', C.SUGGESTION_SIZE, 15],
    ['SPEC-9.17 suggestion debounce', [C.SUGGESTION_DEBOUNCE_MS, C.SUGGESTION_MAX_WAIT_MS], [200, 1000]],
    ['SPEC-9.18 autocomplete debounce', C.AUTOCOMPLETE_DEBOUNCE_MS, 100],
    ['SPEC-9.19 search toast', C.SEARCH_TOAST_MS, 1000],
    ['SPEC-9.20 toast', C.TOAST_DURATION_MS, 3000],
    ['SPEC-9.21 notification', C.NOTIFICATION_DURATION_MS, 4500],
    ['SPEC-9.22 toast offset', C.TOAST_OFFSET_PX, 16],
    [
      'SPEC-9.23 message types',
      [C.MESSAGE_TYPES, C.DEFAULT_MESSAGE_TYPE],
      [['success', 'info', 'warning', 'error'], 'info'],
    ],
    ['SPEC-9.24 base z-index', C.BASE_Z_INDEX, 2000],
    ['SPEC-9.25 dialog top', C.DIALOG_TOP, '15vh'],
    ['SPEC-9.26 login dialog', C.LOGIN_DIALOG_WIDTH, 470],
    ['SPEC-9.27 register and forgot dialogs', [C.REGISTER_DIALOG_WIDTH, C.FORGOT_DIALOG_WIDTH], [460, 460]],
    ['SPEC-9.28 slider widths', [C.LOGIN_SLIDER_WIDTH, C.SLIDER_DEFAULT_WIDTH], [330, 320]],
    ['SPEC-9.29 feedback dialog', C.FEEDBACK_DIALOG_WIDTH, 800],
    ['SPEC-9.30 error dialog max width', C.ERROR_DIALOG_MAX_WIDTH, 580],
    ['SPEC-9.31 badge max', C.BADGE_MAX, 99],
    [
      'SPEC-9.32 breakpoints',
      [C.BREAKPOINT_LARGE, C.BREAKPOINT_MIDDLE, C.RESIZE_THROTTLE_MS],
      [1440, 1000, 100],
    ],
    ['SPEC-9.33 header heights', [C.HEADER_HEIGHT, C.HEADER_HEIGHT_SMALL], [60, 50]],
    ['SPEC-2.29 min widths', [C.APP_MIN_WIDTH, C.PLUGIN_MIN_WIDTH], [1440, 500]],
    ['SPEC-2.64 QR frame', C.QR_FRAME_SIZE, 300],
    ['SPEC-9.34 log queue', [C.LOG_QUEUE_MAX, C.LOG_DUPLICATE_WINDOW_MS], [30, 2000]],
    ['SPEC-9.35 account lock', C.ACCOUNT_LOCK_MS, 3_600_000],
    ['SPEC-9.36 module-reload guard', C.MODULE_RELOAD_GUARD_MS, 10_000],
    ['SPEC-9.37 scroll-lock restore', C.SCROLL_LOCK_RESTORE_MS, 200],
    ['SPEC-9.38 loading fade', C.LOADING_FADE_MS, 400],
    ['SPEC-9.39 single upload', C.SINGLE_UPLOAD_MAX_BYTES, 5 * MB],
    ['SPEC-9.40 chunk size', C.CHUNK_SIZE_BYTES, 3 * MB],
    ['SPEC-9.41 storageType', C.STORAGE_TYPE, 11],
    ['SPEC-9.43 file picker cancel', C.FILE_PICKER_CANCEL_MS, 2000],
    ['SPEC-9.44 feedback images', [C.FEEDBACK_IMAGE_MAX_COUNT, C.FEEDBACK_IMAGE_MAX_BYTES], [3, 5 * MB]],
    ['SPEC-9.45 feedback message', C.FEEDBACK_MESSAGE_MAX_LENGTH, 500],
    ['SPEC-9.46 feedback e-mail', C.FEEDBACK_EMAIL_MAX_LENGTH, 64],
    ['SPEC-9.47 feedback org name', C.FEEDBACK_ORG_NAME_MAX_LENGTH, 100],
    ['SPEC-9.48 image viewer', C.IMAGE_VIEWER, { zoomRate: 1.2, minScale: 0.2, maxScale: 7, rotateStep: 90 }],
    ['SPEC-9.49 space sizes', C.SPACE_SIZE, { small: 8, default: 12, large: 16 }],
    ['SPEC-9.50 WeChat social type', C.WECHAT_SOCIAL_TYPE, 32],
    ['SPEC-9.51 token query params', C.TOKEN_QUERY_PARAMS, ['token', 'refreshToken', 'tokenExpires']],
    ['SPEC-9.52 tooltip hide', C.TOOLTIP_HIDE_DELAY_MS, 200],
    ['SPEC-9.53 dropdown timeouts', [C.DROPDOWN_SHOW_TIMEOUT_MS, C.DROPDOWN_HIDE_TIMEOUT_MS], [150, 150]],
    ['SPEC-9.54 scrollbar thumb', C.SCROLLBAR_MIN_THUMB, 20],
    ['SPEC-9.55 SPEC-1.07 service hours', C.SERVICE_HOURS, '周一至周五 8:30-18:00'],
    ['SPEC-3.57 default module type', C.DEFAULT_MODULE_TYPE, 3],
    ['SPEC-7 sms scenes', C.SmsScene, { login: 1, resetPassword: 2, register: 4 }],
    ['SPEC-7 email scenes', C.EmailScene, { resetPassword: 2, register: 4 }],
    ['SPEC-6 userType', [C.PORTAL_USER_TYPE, C.SOCIAL_LOGIN_USER_TYPE], [2, 1]],
    ['SPEC-6 appType', C.AppType, { org: 2, platform: 1 }],
    ['SPEC-3.45 scan types', C.ScanType, { login: 'login', bind: 'band' }],
    ['SPEC-3.51 feedback types', C.FEEDBACK_TYPES, [1, 2, 3, 4]],
    ['SPEC-5.02 SPEC-5.15 e-mail and URL max', [C.EMAIL_MAX_LENGTH, C.URL_MAX_LENGTH], [320, 2048]],
    [
      'SPEC-3.46 dictionary',
      [C.SYSTEM_CONFIG_DICT_TYPE, C.SystemConfigLabel.tokenExpireTime, C.SystemConfigLabel.fromExpireTime],
      ['system_config', 'token_expire_time', 'from_expire_time'],
    ],
    ['SPEC-3.33 platform cookie', C.SELECTED_PLATFORM_COOKIE, 'portal_sel_platform'],
  ];
  it.each(table)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('derived rules', () => {
  it.each([
    [0, 'small'],
    [999, 'small'],
    [1000, 'middle'],
    [1439, 'middle'],
    [1440, 'large'],
    [2560, 'large'],
  ] as const)('SPEC-9.32 SPEC-3.02 width %i → %s', (width, type) => {
    expect(C.screenTypeOf(width)).toBe(type);
  });

  it.each([
    ['small', 50],
    ['middle', 60],
    ['large', 60],
  ] as const)('SPEC-2.30 SPEC-9.33 header on %s screens is %ipx', (type, height) => {
    expect(C.headerHeightOf(type)).toBe(height);
  });

  it.each([
    [0, '0'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('SPEC-9.31 badge %i → %j', (count, text) => {
    expect(C.badgeText(count)).toBe(text);
  });

  it.each([
    ['30', 30 * 60_000],
    [30, 30 * 60_000],
    [' 1440 ', 86_400_000],
    ['0.5', 30_000],
    ['0', null],
    ['', null],
    ['abc', null],
    ['-5', null],
    [null, null],
    [undefined, null],
  ])('SPEC-9.08 minutesToMs(%j) → %j', (minutes, ms) => {
    expect(C.minutesToMs(minutes)).toBe(ms);
  });

  it.each([
    [undefined, 86_400_000],
    ['', 86_400_000],
    ['x', 86_400_000],
    ['60', 3_600_000],
  ])('SPEC-9.07 from cookie lifetime with from_expire_time %j → %i ms', (minutes, ms) => {
    expect(C.fromCookieLifetimeMs(minutes)).toBe(ms);
  });

  it.each([
    ['ModelFiles', 'ModelFiles'],
    ['Images', 'Images'],
    ['DataSheets', 'DataSheets'],
    ['Symbols', 'Symbols'],
    ['FootPrints', 'FootPrints'],
    ['Temp', 'Temp'],
    ['Other', 'Other'],
    ['images', 'Other'],
    ['Videos', 'Other'],
    ['', 'Other'],
    [null, 'Other'],
    [undefined, 'Other'],
  ])('SPEC-3.56 upload category %j → %s', (value, category) => {
    expect(C.normalizeUploadCategory(value)).toBe(category);
  });

  it.each([
    [0, false, 1],
    [5 * MB - 1, false, 2],
    [5 * MB, true, 2],
    [6 * MB, true, 2],
    [6 * MB + 1, true, 3],
  ])('SPEC-9.39 SPEC-9.40 %i bytes: chunked %s, %i parts', (size, chunked, parts) => {
    expect(C.isChunkedUpload(size)).toBe(chunked);
    expect(C.chunkCount(size)).toBe(parts);
  });

  it.each([
    [0, 100, 0],
    [50, 100, 50],
    [1, 3, 33],
    [3, 3, 100],
    [5, 3, 100],
    [1, 0, 0],
  ])('SPEC-9.42 progress %i of %i → %i%%', (loaded, total, percent) => {
    expect(C.progressPercent(loaded, total)).toBe(percent);
  });
});
