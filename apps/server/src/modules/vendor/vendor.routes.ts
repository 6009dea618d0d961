/**
 * Portal API of vendor pages (/to/api/vendor/..., SPEC-2.18):
 *   GET  /vendor/page/:key        the published page (anyone, no sign-in): name, logo address, introduction,
 *                                 website, contact, brands; unknown and unpublished keys: the same 404
 *   GET  /vendor/page/:key/logo   the published page's logo (the organisation's logo file)
 *   GET  /vendor/settings         owners, admins: the organisation's page (null: none yet)
 *   POST /vendor/settings         owners, admins: save and publish or hide it (audited)
 * The organisation of the settings is the session's (a tenant-id header naming another answers 403).
 * The rules are in vendor.service.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  VendorKeyParamsSchema,
  VendorPageSchema,
  VendorSettingsBodySchema,
  VendorSettingsSchema,
} from '@jianku/rules/vendor-schemas';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../auth/auth.guard.ts';
import { sendFile } from '../files/file-answer.ts';

const tags = ['vendor'];
const MANAGE = '仅企业所有者和管理员；其他成员答复 403。';
const NOT_FOUND = '不存在、未发布或企业已停用：同样答复 404 厂商主页不存在或未发布。';

export const vendorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const vendor = () => app.services.vendor;
  const who = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { id: user.id, orgId: user.orgId };
  };

  app.get(
    '/vendor/page/:key',
    {
      schema: {
        tags,
        summary: '厂商主页（公开，无需登录）',
        description: `只含企业发布的内容：名称、标志、简介、网址、联系方式、代理品牌。${NOT_FOUND}`,
        params: VendorKeyParamsSchema,
        response: envelopeResponses(VendorPageSchema),
      },
    },
    async (request) => ok(await vendor().publicPage(request.params.key)),
  );

  app.get(
    '/vendor/page/:key/logo',
    {
      schema: {
        tags,
        summary: '厂商主页的企业标志（图片）',
        description: NOT_FOUND,
        params: VendorKeyParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await vendor().publicLogo(request.params.key);
      return sendFile(request, reply, file, (range) => app.services.files.read(file, range));
    },
  );

  app.get(
    '/vendor/settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '本企业的厂商主页设置（尚未设置：null）',
        description: MANAGE,
        response: envelopeResponses(VendorSettingsSchema),
      },
    },
    async (request) => ok(await vendor().settings(who(request))),
  );

  app.post(
    '/vendor/settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '保存厂商主页（发布或不公开）',
        description:
          `${MANAGE}主页地址 3–32 位小写字母、数字或连字符，全站唯一（已被占用：该主页地址已被占用，请换一个）；` +
          '简介最多 500 字；网址以 http:// 或 https:// 开头；联系方式最多 100 字；代理品牌为公共库品牌，最多 20 个。' +
          '发布、取消发布与修改记入审计日志。',
        body: VendorSettingsBodySchema,
        response: envelopeResponses(VendorSettingsSchema),
      },
    },
    async (request) => ok(await vendor().save(who(request), request.body)),
  );
};
