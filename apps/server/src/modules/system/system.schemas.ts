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

const engine = Type.Union([Type.Literal('pglite'), Type.Literal('postgres')], { description: '数据库引擎' });
const uptime = Type.Number({ description: '服务已运行秒数' });
const reason = Type.Optional(Type.String({ description: '未就绪的原因（中文）' }));

/** GET /to/api/health/live: from process state only (no database query) */
export const LivenessSchema = Type.Object({ status: Type.Literal('ok'), db: engine, uptime });
export type Liveness = Static<typeof LivenessSchema>;

/** GET /to/api/health/ready and GET /to/api/health: 200 when every check holds, else 503 with this as data */
export const ReadinessSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  db: engine,
  uptime,
  checks: Type.Object({
    database: Type.Object(
      { ok: Type.Boolean(), ms: Type.Number({ description: '写入探测耗时（毫秒）' }), reason },
      { description: '数据库接受写入（health_probe 行的 upsert）' },
    ),
    search: Type.Object(
      {
        ok: Type.Boolean(),
        state: Type.Union([
          Type.Literal('not-started'),
          Type.Literal('building'),
          Type.Literal('ready'),
          Type.Literal('failed'),
        ]),
        reason,
      },
      { description: '搜索索引已建好' },
    ),
    disk: Type.Object(
      {
        ok: Type.Boolean(),
        freeMb: Type.Union([Type.Integer(), Type.Null()], { description: 'DATA_DIR 所在磁盘的剩余空间' }),
        minFreeMb: Type.Integer({ description: 'MIN_FREE_DISK_MB' }),
        reason,
      },
      { description: '磁盘剩余空间不低于下限' },
    ),
  }),
  reads: Type.Object(
    {
      target: Type.Union([Type.Literal('replica'), Type.Literal('primary')]),
      reason: Type.String(),
    },
    { description: '读路径（搜索索引）当前读副本还是主库（DATABASE_READ_URL），及原因' },
  ),
});
export type Readiness = Static<typeof ReadinessSchema>;
