/**
 * The ONE place where the spec's UI constants (spec §4 "UI behaviours" and §9, written against Element Plus
 * defaults) are reproduced through Ant Design theme tokens, global component config and wrapper props.
 * Wrappers in src/components (app-modal, app-image, app-dropdown, app-badge) and the providers read from here.
 */
import {
  BADGE_MAX,
  BASE_Z_INDEX,
  DIALOG_TOP,
  DialogText,
  DROPDOWN_HIDE_TIMEOUT_MS,
  DROPDOWN_SHOW_TIMEOUT_MS,
  IMAGE_VIEWER,
  NOTIFICATION_DURATION_MS,
  SPACE_SIZE,
  TOAST_DURATION_MS,
  TOAST_OFFSET_PX,
  TOOLTIP_HIDE_DELAY_MS,
} from '@jianku/rules';
import { type AppProps, type ConfigProviderProps, type ThemeConfig, theme } from 'antd';

type MessageConfig = NonNullable<AppProps['message']>;
type NotificationConfig = NonNullable<AppProps['notification']>;

/** At most this many toasts stacked at once; identical grouped messages raise a counter instead (spec §4). */
export const TOAST_MAX_COUNT = 5;

export {
  BADGE_MAX,
  BASE_Z_INDEX,
  DIALOG_TOP,
  DROPDOWN_HIDE_TIMEOUT_MS,
  DROPDOWN_SHOW_TIMEOUT_MS,
  IMAGE_VIEWER,
  NOTIFICATION_DURATION_MS,
  SPACE_SIZE,
  TOAST_DURATION_MS,
  TOAST_OFFSET_PX,
  TOOLTIP_HIDE_DELAY_MS,
};

export const BRAND_COLOR = '#1f5fe0';
export const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "Helvetica Neue", Arial, sans-serif';

const ms = (value: number): number => value / 1000;

/** antd theme: brand tokens, the base layer index and the Space gaps. */
export const themeConfig: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
    zIndexPopupBase: BASE_Z_INDEX,
  },
  components: {
    // antd derives Space gaps from paddingXS / padding / paddingLG.
    Space: { paddingXS: SPACE_SIZE.small, padding: SPACE_SIZE.default, paddingLG: SPACE_SIZE.large },
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fa', footerBg: '#1b2333' },
  },
};

/** The dark theme (theme=dark in a plugin launch): antd's dark algorithm over the same brand tokens. */
export const darkThemeConfig: ThemeConfig = {
  ...themeConfig,
  algorithm: theme.darkAlgorithm,
  components: {
    ...themeConfig.components,
    Layout: { headerBg: '#141414', bodyBg: '#000000', footerBg: '#0d1117' },
  },
};

/**
 * A production build ships antd's component styles as static stylesheets (antd-static-css.ts, issue 17):
 * antd then generates none in the browser and only declares the theme's CSS variables. Development and the
 * unit tests keep antd's run-time styles.
 */
const ZERO_RUNTIME = import.meta.env.PROD;

/** The theme ConfigProvider gets: light or dark, zero-runtime in a production build. */
export function themeConfigOf(isDark: boolean): ThemeConfig {
  return { ...(isDark ? darkThemeConfig : themeConfig), zeroRuntime: ZERO_RUNTIME };
}

/** Global component config for ConfigProvider (no space in 2-character Chinese button labels). */
export const componentConfig = {
  button: { autoInsertSpace: false },
  tooltip: { mouseLeaveDelay: ms(TOOLTIP_HIDE_DELAY_MS) },
  popover: { mouseLeaveDelay: ms(TOOLTIP_HIDE_DELAY_MS) },
} satisfies Partial<ConfigProviderProps>;

/** antd <App message={...}>: the toast constants. */
export const messageConfig: MessageConfig = {
  duration: ms(TOAST_DURATION_MS),
  top: TOAST_OFFSET_PX,
  maxCount: TOAST_MAX_COUNT,
  pauseOnHover: true,
};

/** antd <App notification={...}>: the notification constants. */
export const notificationConfig: NotificationConfig = {
  duration: ms(NOTIFICATION_DURATION_MS),
  pauseOnHover: true,
};

/** Props every Modal gets from AppModal (and modal.confirm callers through dialogDefaults). */
export const dialogDefaults = {
  title: DialogText.title,
  okText: DialogText.confirm,
  cancelText: DialogText.cancel,
  style: { top: DIALOG_TOP },
  maskClosable: true,
  keyboard: true,
} as const;

/** Props for antd Dropdown, in seconds. */
export const dropdownDelays = {
  mouseEnterDelay: ms(DROPDOWN_SHOW_TIMEOUT_MS),
  mouseLeaveDelay: ms(DROPDOWN_HIDE_TIMEOUT_MS),
} as const;

/** Props for antd Image `preview`: the multiplicative zoom step is 1 + scaleStep. */
export const imagePreviewDefaults = {
  scaleStep: Math.round((IMAGE_VIEWER.zoomRate - 1) * 100) / 100,
  minScale: IMAGE_VIEWER.minScale,
  maxScale: IMAGE_VIEWER.maxScale,
} as const;
