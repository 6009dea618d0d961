import type { RuntimeConfig } from '@jianku/rules';
import { type Static, Type } from 'typebox';

/** RuntimeConfig of @jianku/rules as a schema (checked against the interface below). */
export const RuntimeConfigSchema = Type.Object(
  {
    ignoreComponent: Type.Boolean(),
    ignorePart: Type.Boolean(),
    ignoreOpen: Type.Boolean(),
    ignoreHome: Type.Boolean(),
    privateDeploy: Type.Boolean(),
    companyName: Type.String({ description: '版权行中的公司名称' }),
    filing: Type.Object(
      { com: Type.String(), cn: Type.String() },
      { description: '备案号：主机名以 .com / .cn 结尾时显示；为空则不显示' },
    ),
    contact: Type.Object({
      hotline: Type.String(),
      email: Type.String(),
      serviceHours: Type.String(),
      address: Type.String(),
      qrCodeUrl: Type.String(),
    }),
    publicOrigin: Type.String(),
    openOrigin: Type.String(),
    companyDomain: Type.String(),
  },
  { description: '部署配置（无需重新构建前端即可修改）' },
);

// Compile-time guard: the schema and the shared interface must describe the same object.
const toSchema = (config: RuntimeConfig): Static<typeof RuntimeConfigSchema> => config;
const toInterface = (config: Static<typeof RuntimeConfigSchema>): RuntimeConfig => config;
void toSchema;
void toInterface;

export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')], { description: '数据库引擎' }),
  uptime: Type.Number({ description: '服务已运行秒数' }),
});
export type Health = Static<typeof HealthSchema>;
