/**
 * The organisation audit log's API (issue 14, /to/api/audit/...): every change to an organisation's library,
 * members and stock, kept with who, when, the action, and the record before and after (JSON). Owners and admins
 * (org:audit:query) read it as a paged, filterable list and export it (.xlsx or .csv). Shapes declared once here.
 */
import { type Static, Type } from 'typebox';
import { PagingSchema } from './item-list.schemas.ts';

/** The actions the log records, with their Chinese names (the filter and the export show these). */
export const AuditAction = {
  itemAdd: 'item.add',
  itemEdit: 'item.edit',
  itemDelete: 'item.delete',
  itemLink: 'item.link',
  importCommit: 'import.commit',
  memberJoin: 'member.join',
  memberRole: 'member.role',
  memberRemove: 'member.remove',
  memberLeave: 'member.leave',
  stockIn: 'stock.in',
  stockOut: 'stock.out',
  stockTransfer: 'stock.transfer',
  stockMin: 'stock.min',
  locationAdd: 'location.add',
  locationEdit: 'location.edit',
  locationDelete: 'location.delete',
  warehouseSettings: 'warehouse.settings',
  invitationSend: 'invitation.send',
  invitationCancel: 'invitation.cancel',
  vendorPublish: 'vendor.publish',
  vendorUnpublish: 'vendor.unpublish',
  vendorEdit: 'vendor.edit',
} as const;
export type AuditActionValue = (typeof AuditAction)[keyof typeof AuditAction];

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditActionValue, string>> = {
  'item.add': '添加条目',
  'item.edit': '编辑条目',
  'item.delete': '删除条目',
  'item.link': '加入公共库条目',
  'import.commit': '导入',
  'member.join': '成员加入',
  'member.role': '变更角色',
  'member.remove': '移除成员',
  'member.leave': '成员退出',
  'stock.in': '入库',
  'stock.out': '出库',
  'stock.transfer': '移库',
  'stock.min': '设置最低库存',
  'location.add': '新建库位',
  'location.edit': '修改库位',
  'location.delete': '删除库位',
  'warehouse.settings': '仓库设置',
  'invitation.send': '发送邀请',
  'invitation.cancel': '取消邀请',
  'vendor.publish': '发布厂商主页',
  'vendor.unpublish': '取消发布厂商主页',
  'vendor.edit': '修改厂商主页',
};

export const AUDIT_ACTIONS = Object.values(AuditAction) as readonly AuditActionValue[];

export const AuditMessage = {
  adminOnly: '暂无权限：审计日志仅企业所有者和管理员可查看',
  dateInvalid: '日期格式不正确，请使用 YYYY-MM-DD',
  rangeInvalid: '开始日期不能晚于结束日期',
  actionInvalid: '操作类型不正确',
} as const;

/** At most this many rows in one export (newest first). */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

const DAY = Type.String({ maxLength: 10, description: 'YYYY-MM-DD（UTC+8 的日期）' });

export const AuditQuerySchema = Type.Object(
  {
    ...PagingSchema,
    userId: Type.Optional(
      Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: '操作人' }),
    ),
    action: Type.Optional(Type.String({ maxLength: 40, description: '操作类型，如 stock.out' })),
    from: Type.Optional(DAY),
    to: Type.Optional(DAY),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuerySchema>;

export const AuditExportQuerySchema = Type.Object(
  {
    format: Type.Optional(Type.Union([Type.Literal('xlsx'), Type.Literal('csv')], { default: 'xlsx' })),
    userId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
    action: Type.Optional(Type.String({ maxLength: 40 })),
    from: Type.Optional(DAY),
    to: Type.Optional(DAY),
  },
  { additionalProperties: false },
);
export type AuditExportQuery = Static<typeof AuditExportQuerySchema>;

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ description: 'ISO 时间' }),
  actorId: Type.Union([Type.Integer(), Type.Null()]),
  actorName: Type.String({ description: '操作人昵称（账号已删除：空）' }),
  action: Type.String(),
  actionLabel: Type.String(),
  targetType: Type.String({
    description: 'item、member、invitation、location、stock、import、settings、vendor',
  }),
  targetId: Type.String(),
  summary: Type.String(),
  before: Type.Unknown({ description: '变更前（JSON，新建时为 null）' }),
  after: Type.Unknown({ description: '变更后（JSON，删除时为 null）' }),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const AuditPageSchema = Type.Object({
  list: Type.Array(AuditEntrySchema),
  total: Type.Integer(),
});
export type AuditPage = Static<typeof AuditPageSchema>;
