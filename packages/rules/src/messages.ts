/**
 * Every user-facing Chinese text of the spec, in one place for the web forms and the server's answers.
 *
 * Where the spec gives Chinese text it is copied exactly. Lines marked "ours" are the spec's English meaning
 * written as Chinese product copy (the spec does not give the Chinese), or texts the spec does not mention at
 * all that the server or the forms need (length limits, file types).
 */

/** Form validation messages (spec §5). */
export const ValidationMessage = {
  /** SPEC-5.01 */
  mobileInvalid: '请输入正确手机号',
  /** SPEC-5.10 ours: 'please enter phone number' */
  mobileRequired: '请输入手机号',
  /** SPEC-5.02 */
  emailInvalid: '邮箱格式错误',
  /** ours: e-mail required where a form needs one */
  emailRequired: '请输入邮箱',
  /** SPEC-5.03 */
  accountInvalid: '账号格式不正确，请输入电子邮箱或手机号',
  /** SPEC-5.09 ours: the email-or-phone input is required on register and forgot password */
  accountRequired: '请输入电子邮箱或手机号',
  /** SPEC-5.04 */
  passwordRequired: '请输入密码',
  /** SPEC-5.04 */
  passwordRule: '密码8-16位，含大写、小写字母、数字或特殊字符等三种或以上组合',
  /** SPEC-5.11 ours: 'please enter login password' */
  loginPasswordRequired: '请输入登录密码',
  /** SPEC-5.05 ours: the confirm password is required */
  confirmPasswordRequired: '请再次输入密码',
  /** SPEC-5.05 ours: 'the two passwords do not match' */
  passwordMismatch: '两次输入的密码不一致',
  /** SPEC-5.06 */
  codeInvalid: '请输入6位数字验证码',
  /** SPEC-5.06 ours: 'please enter verification code' */
  codeRequired: '请输入验证码',
  /** SPEC-5.07 */
  sliderRequired: '请滑动滑块至最右边',
  /** SPEC-5.08 ours: 'please read and agree to the User Agreement and Privacy Policy' */
  agreementRequired: '请阅读并同意《用户协议》和《隐私政策》',
  /** SPEC-5.12 ours: nickname longer than 64 */
  nicknameTooLong: '昵称最多64个字符',
  /** SPEC-5.15 ours: URL longer than 2048 */
  urlTooLong: '链接长度不能超过2048个字符',
  /** SPEC-5.16 default prompt-box error */
  promptInvalid: '输入的数据不合法!',
} as const;

/** Search box messages (spec §5, shown as 1-second toasts per SPEC-8.22). */
export const SearchMessage = {
  /** SPEC-5.18 */
  tooManyKeywords: '关键字最多10个',
  /** SPEC-5.19 */
  duplicateKeyword: '关键字不能重复',
  /** SPEC-5.20 */
  emptySearch: '请输入内容再进行搜索',
  /** ours: a keyword list (query) with a keyword over 128 characters */
  keywordTooLong: '关键字最多128个字符',
  /** SPEC-2.38 placeholder of the simple (organisation) search */
  vendorPlaceholder: '请输入厂商名称',
} as const;

/** Feedback form messages (spec §5, SPEC-5.25..5.31). */
export const FeedbackMessage = {
  /** SPEC-5.25 */
  typeRequired: '请选择反馈类型',
  /** ours: a type outside 1..4 (server) */
  typeInvalid: '反馈类型不正确',
  /** SPEC-5.26 */
  messageRequired: '请输入留言信息',
  /** SPEC-5.26 ours: over 500 characters */
  messageTooLong: '留言信息最多500个字符',
  /** SPEC-5.27 ours: over 20 characters */
  mobileTooLong: '手机号最多20个字符',
  /** SPEC-5.28 ours: over 64 characters */
  emailTooLong: '邮箱最多64个字符',
  /** SPEC-5.29 ours: over 100 characters */
  orgNameTooLong: '单位名称最多100个字符',
  /** SPEC-5.30 ours: more than 3 images */
  tooManyImages: '最多上传3张图片',
  /** SPEC-5.30 ours: not png, jpg or jpeg */
  imageTypeInvalid: '只能上传png、jpg、jpeg格式的图片',
  /** SPEC-5.30 */
  imageTooLarge: '请上传大小在5M以内的图片',
  /** SPEC-5.31 / SPEC-8.26 */
  fileNameComma: '文件名不允许包含逗号，请修改后重新上传',
  /** SPEC-2.56 ours: dialog title 'consultation feedback' */
  dialogTitle: '咨询反馈',
} as const;

/** SPEC-3.51 feedback type labels, keyed by the type value. The brief gave these labels (ours). */
export const FeedbackTypeLabel = {
  1: '需求反馈',
  2: '建议',
  3: '问题反馈',
  4: '其他',
} as const;

/** Permission texts (spec §6, §8). */
export const PermissionMessage = {
  /** SPEC-6 / SPEC-8.23 shown to a blocked user opening the open platform */
  blocked: '暂无权限，请联系管理员',
  /** SPEC-6 the privilege directive used without a value */
  valueMissing: '未设置权限值',
} as const;

/** Success toasts (SPEC-8.24, SPEC-4.29, SPEC-4.35, SPEC-4.41). */
export const ToastMessage = {
  /** SPEC-4.35 */
  bindSuccess: '绑定成功',
  /** SPEC-8.24 feedback success */
  submitted: '已提交',
  /** SPEC-4.29 ours: 'registered' */
  registered: '注册成功',
  /** SPEC-4.41 ours: 'modified' */
  modified: '修改成功',
} as const;

/** SPEC-9.56 message box buttons and default title. */
export const DialogText = {
  confirm: '确定',
  cancel: '取消',
  title: '提示',
} as const;

/** Login, register and slider texts (spec §2, §3, §4). */
export const AuthText = {
  /** SPEC-2.46 */
  login: '登录',
  /** SPEC-2.46 */
  register: '注册',
  /** SPEC-4.37 ours: 'get verification code' */
  getCode: '获取验证码',
  /** SPEC-2.70 ours: 'logging in...' */
  loggingIn: '登录中...',
  /** SPEC-2.12 ours: header 'login center' */
  loginCenter: '登录中心',
  /** SPEC-2.12 ours: header 'register center' */
  registerCenter: '注册中心',
  /** SPEC-2.13 ours: header 'third-party authorization' */
  thirdPartyAuth: '第三方授权',
  /** SPEC-3.48 ours: slider successTips default 'verification passed' */
  sliderSuccess: '验证通过',
  /** SPEC-3.48 ours: slider tips default 'slide to the far right' */
  sliderTips: '请按住滑块，拖动到最右边',
  /** ours (issue 18): the drag is done but the proof-of-work behind the slider is still being solved */
  sliderChecking: '安全校验中…',
  /** ours (issue 18): the proof-of-work could not be solved (timed out, worker failed) */
  sliderPowFailed: '安全校验未完成，请重新拖动滑块',
  /** ours (issue 18): no WebCrypto (plain http on a host other than localhost) */
  sliderPowUnsupported: '当前页面无法完成安全校验，请通过 HTTPS 访问',
} as const;

/** SPEC-4.37 the get-code button during the countdown: remaining seconds followed by s. */
export function countdownText(seconds: number): string {
  return `${seconds}s`;
}

/** SPEC-2.36 library titles (ours: the spec names them in English; 零部件库, 元器件库, 材料库 appear in its intro). */
export const LibraryTitle = {
  part: '零部件库',
  component: '元器件库',
  mat: '材料库',
  /** the resources library, shown on home */
  resource: '资源库',
} as const;

/** SPEC-1.02 platform names, keyed by platform key. */
export const PlatformName = {
  management: '运营平台',
  part: '零部件平台',
  component: '元器件平台',
  mat: '材料库平台',
} as const;

/** SPEC-2.35 / SPEC-2.44 navigation entries. 插件下载, 品牌入驻, 联系我们, 开放平台 are the spec's; the rest ours. */
export const NavText = {
  home: '首页',
  part: '零部件',
  component: '元器件',
  mat: '材料',
  download: '插件下载',
  brandEntry: '品牌入驻',
  about: '联系我们',
  openPlatform: '开放平台',
} as const;

/** SPEC-2.39 library tabs (the spec's Chinese). */
export const LibraryTabText = {
  category: '目录',
  manufacturer: '厂商',
  compare: '参数对比',
  search3D: '3D搜索',
  materialCompare: '材料对比',
} as const;

/** SPEC-2.52 / SPEC-2.53 user menu (the spec's Chinese). */
export const UserMenuText = {
  personalCenter: '个人中心',
  logout: '退出登录',
} as const;
