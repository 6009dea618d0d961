import { describe, expect, it } from 'vitest';
import * as Messages from './messages.ts';

const {
  AuthText,
  DialogText,
  FeedbackMessage,
  FeedbackTypeLabel,
  LibraryTabText,
  LibraryTitle,
  NavText,
  PermissionMessage,
  PlatformName,
  SearchMessage,
  ToastMessage,
  UserMenuText,
  ValidationMessage,
  countdownText,
} = Messages;

describe('messages copied from the spec', () => {
  // Texts the spec gives in Chinese: they must stay exactly as written there.
  const table: [string, string, string][] = [
    ['SPEC-5.01', ValidationMessage.mobileInvalid, '请输入正确手机号'],
    ['SPEC-5.02', ValidationMessage.emailInvalid, '邮箱格式错误'],
    ['SPEC-5.03', ValidationMessage.accountInvalid, '账号格式不正确，请输入电子邮箱或手机号'],
    ['SPEC-5.04', ValidationMessage.passwordRequired, '请输入密码'],
    [
      'SPEC-5.04',
      ValidationMessage.passwordRule,
      '密码8-16位，含大写、小写字母、数字或特殊字符等三种或以上组合',
    ],
    ['SPEC-5.06', ValidationMessage.codeInvalid, '请输入6位数字验证码'],
    ['SPEC-5.07', ValidationMessage.sliderRequired, '请滑动滑块至最右边'],
    ['SPEC-5.16', ValidationMessage.promptInvalid, '输入的数据不合法!'],
    ['SPEC-5.18 SPEC-8.22', SearchMessage.tooManyKeywords, '关键字最多10个'],
    ['SPEC-5.19 SPEC-8.22', SearchMessage.duplicateKeyword, '关键字不能重复'],
    ['SPEC-5.20 SPEC-8.22', SearchMessage.emptySearch, '请输入内容再进行搜索'],
    ['SPEC-2.38', SearchMessage.vendorPlaceholder, '请输入厂商名称'],
    ['SPEC-5.25', FeedbackMessage.typeRequired, '请选择反馈类型'],
    ['SPEC-5.26', FeedbackMessage.messageRequired, '请输入留言信息'],
    ['SPEC-5.30', FeedbackMessage.imageTooLarge, '请上传大小在5M以内的图片'],
    ['SPEC-5.31 SPEC-8.26', FeedbackMessage.fileNameComma, '文件名不允许包含逗号，请修改后重新上传'],
    ['SPEC-8.23', PermissionMessage.blocked, '暂无权限，请联系管理员'],
    ['SPEC-6', PermissionMessage.valueMissing, '未设置权限值'],
    ['SPEC-8.24', ToastMessage.bindSuccess, '绑定成功'],
    ['SPEC-8.24', ToastMessage.submitted, '已提交'],
    ['SPEC-9.56', DialogText.confirm, '确定'],
    ['SPEC-9.56', DialogText.cancel, '取消'],
    ['SPEC-9.56', DialogText.title, '提示'],
    ['SPEC-1.02', PlatformName.management, '运营平台'],
    ['SPEC-1.02', PlatformName.part, '零部件平台'],
    ['SPEC-1.02', PlatformName.component, '元器件平台'],
    ['SPEC-1.02', PlatformName.mat, '材料库平台'],
    ['SPEC-2.35', NavText.download, '插件下载'],
    ['SPEC-2.35', NavText.brandEntry, '品牌入驻'],
    ['SPEC-2.35', NavText.about, '联系我们'],
    ['SPEC-2.44', NavText.openPlatform, '开放平台'],
    ['SPEC-2.39', LibraryTabText.category, '目录'],
    ['SPEC-2.39', LibraryTabText.manufacturer, '厂商'],
    ['SPEC-2.39', LibraryTabText.compare, '参数对比'],
    ['SPEC-2.39', LibraryTabText.search3D, '3D搜索'],
    ['SPEC-2.39', LibraryTabText.materialCompare, '材料对比'],
    ['SPEC-2.52', UserMenuText.personalCenter, '个人中心'],
    ['SPEC-2.53', UserMenuText.logout, '退出登录'],
    ['SPEC-2.46', AuthText.register, '注册'],
  ];
  it.each(table)('%s %j', (_ids, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('messages written for the spec’s English meanings', () => {
  const table: [string, string, string][] = [
    ['SPEC-5.05 the two passwords do not match', ValidationMessage.passwordMismatch, '两次输入的密码不一致'],
    ['SPEC-5.06 please enter verification code', ValidationMessage.codeRequired, '请输入验证码'],
    ['SPEC-5.10 please enter phone number', ValidationMessage.mobileRequired, '请输入手机号'],
    ['SPEC-5.11 please enter login password', ValidationMessage.loginPasswordRequired, '请输入登录密码'],
    ['SPEC-5.08 agreement', ValidationMessage.agreementRequired, '请阅读并同意《用户协议》和《隐私政策》'],
    ['SPEC-8.24 registered', ToastMessage.registered, '注册成功'],
    ['SPEC-8.24 modified', ToastMessage.modified, '修改成功'],
    ['SPEC-4.37 get verification code', AuthText.getCode, '获取验证码'],
    ['SPEC-3.48 slider successTips', AuthText.sliderSuccess, '验证通过'],
    ['SPEC-3.48 slider tips', AuthText.sliderTips, '请按住滑块，拖动到最右边'],
    ['logging in... (navigation guard overlay)', AuthText.loggingIn, '登录中...'],
    ['SPEC-2.56 consultation feedback', FeedbackMessage.dialogTitle, '咨询反馈'],
    ['SPEC-2.12 login center', AuthText.loginCenter, '登录中心'],
    ['SPEC-2.12 register center', AuthText.registerCenter, '注册中心'],
    ['SPEC-2.13 third-party authorization', AuthText.thirdPartyAuth, '第三方授权'],
    ['SPEC-2.36 parts library', LibraryTitle.part, '零部件库'],
    ['SPEC-2.36 components library', LibraryTitle.component, '元器件库'],
    ['SPEC-2.36 materials library', LibraryTitle.mat, '材料库'],
    ['SPEC-2.36 resources library', LibraryTitle.resource, '资源库'],
    ['SPEC-2.35 home', NavText.home, '首页'],
    ['SPEC-2.35 part', NavText.part, '零部件'],
    ['SPEC-2.35 component', NavText.component, '元器件'],
    ['SPEC-2.46 login', AuthText.login, '登录'],
  ];
  it.each(table)('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [1, '需求反馈'],
    [2, '建议'],
    [3, '问题反馈'],
    [4, '其他'],
  ] as const)('SPEC-3.51 feedback type %i is %s', (type, label) => {
    expect(FeedbackTypeLabel[type]).toBe(label);
  });

  it.each([
    [60, '60s'],
    [1, '1s'],
  ])('SPEC-4.37 countdown %i → %s', (seconds, text) => {
    expect(countdownText(seconds)).toBe(text);
  });
});

describe('message hygiene', () => {
  const groups = Object.entries(Messages as Record<string, unknown>).filter(
    (entry): entry is [string, Record<string, string>] => typeof entry[1] === 'object',
  );
  const all = groups.flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]) => [group, key, text]),
  );

  it.each(all)('SPEC-1.10 %s.%s is Chinese, trimmed, without ASCII comma', (_group, _key, text) => {
    expect(text).toMatch(/[\u4e00-\u9fff]/);
    expect(text.trim()).toBe(text);
    expect(text).not.toMatch(/,/); // Chinese copy uses the full-width comma
  });

  it.each(groups)('SPEC-1.10 %s: no two keys share a text', (_group, texts) => {
    const values = Object.values(texts);
    expect(new Set(values).size).toBe(values.length);
  });
});
