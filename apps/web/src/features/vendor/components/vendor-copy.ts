/** Copy of the vendor page (ours: the spec names the page and its logo only). */
export const VendorCopy = {
  pageTitle: '厂商主页',
  intro: '企业简介',
  brands: '代理品牌',
  brandsHint: '以下品牌的产品可在件库公共库中查阅',
  contact: '联系方式',
  website: '官方网站',
  noIntro: '该企业暂未填写简介',
  notFoundTitle: '厂商主页不存在或未发布',
  notFoundText: '请检查地址是否正确，或联系该企业获取其厂商主页地址。',
  loadFailed: '厂商主页加载失败，请稍后重试',
  retry: '重新加载',
  backHome: '返回件库首页',
} as const;
