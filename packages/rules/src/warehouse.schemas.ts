/**
 * The warehouse's API (issue 14, /to/api/warehouse/...): stock of an organisation's own items in nested
 * locations, stock in and out with a reason and a reference, transfers, minimum stock and its warning list,
 * the history per item, an .xlsx export. Viewers read (org:stock:query), editors move stock and set minimums
 * (org:stock:edit), owners and admins manage locations and settings (org:stock:manage). Shapes declared once.
 */
import { type Static, Type } from 'typebox';
import { PagingSchema } from './item-list.schemas.ts';

export const WAREHOUSE_LIMITS = {
  locationName: 64,
  reason: 200,
  reference: 100,
  /** one movement moves at most this many units */
  quantity: 1_000_000_000,
  /** locations per organisation */
  locations: 2_000,
  /** nesting depth of locations */
  depth: 8,
} as const;

/** The Chinese messages of the warehouse (validation, permissions, stock rules). */
export const WarehouseMessage = {
  quantityInvalid: '数量须为正整数',
  quantityTooLarge: `数量不能超过${WAREHOUSE_LIMITS.quantity}`,
  minInvalid: '最低库存须为不小于 0 的整数',
  insufficient: (have: number, want: number) => `库存不足：当前库存 ${have}，不能出库 ${want}`,
  locationNotFound: '库位不存在',
  itemNotFound: '企业库中没有该条目',
  locationNameRequired: '请输入库位名称',
  locationNameTooLong: `库位名称最多${WAREHOUSE_LIMITS.locationName}个字符`,
  locationNameSlash: '库位名称不能包含“/”（它分隔库位的层级）',
  locationNameTaken: (name: string) => `同一上级下已有库位「${name}」`,
  locationTooDeep: `库位最多${WAREHOUSE_LIMITS.depth}层`,
  tooManyLocations: `库位最多${WAREHOUSE_LIMITS.locations}个`,
  locationCycle: '不能把库位移到它自己或它的下级之下',
  locationNotEmpty: '库位或其下级仍有库存或子库位，不能删除',
  sameLocation: '调出与调入库位不能相同',
  reasonRequired: '请填写出入库原因',
  reasonTooLong: `原因最多${WAREHOUSE_LIMITS.reason}个字符`,
  referenceTooLong: `单据号最多${WAREHOUSE_LIMITS.reference}个字符`,
  controlChars: (label: string) => `${label}不能包含控制字符`,
  viewerCannotMove: '暂无权限：查看者不能出入库，请联系企业管理员',
  adminOnly: '暂无权限：仅企业所有者和管理员可管理库位与仓库设置',
} as const;

export const MovementKind = {
  in: 'in',
  out: 'out',
  transferIn: 'transfer_in',
  transferOut: 'transfer_out',
} as const;
export type MovementKindValue = (typeof MovementKind)[keyof typeof MovementKind];
export const MOVEMENT_LABELS: Readonly<Record<MovementKindValue, string>> = {
  in: '入库',
  out: '出库',
  transfer_in: '移入',
  transfer_out: '移出',
};

const Id = (description: string) =>
  Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description });
/** a number here; the service says in Chinese when it is not a positive integer */
const Quantity = Type.Number({ description: '数量（正整数）' });

export const LocationSchema = Type.Object({
  id: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  /** names from the root, joined with ' / ' */
  path: Type.String(),
  /** units stored here (this location only, not its children) */
  quantity: Type.Integer(),
});
export type StockLocation = Static<typeof LocationSchema>;

export const LocationInputSchema = Type.Object(
  {
    name: Type.String({ maxLength: 256, description: '库位名称' }),
    parentId: Type.Optional(Type.Union([Id('上级库位'), Type.Null()])),
  },
  { additionalProperties: false },
);
export type LocationInput = Static<typeof LocationInputSchema>;

export const MovementInputSchema = Type.Object(
  {
    itemId: Id('企业库条目 ID'),
    locationId: Id('库位 ID'),
    quantity: Quantity,
    reason: Type.String({ maxLength: 1000, description: '原因（必填）' }),
    reference: Type.Optional(Type.String({ maxLength: 500, description: '单据号（选填）' })),
  },
  { additionalProperties: false },
);
export type MovementInput = Static<typeof MovementInputSchema>;

export const TransferInputSchema = Type.Object(
  {
    itemId: Id('企业库条目 ID'),
    fromLocationId: Id('调出库位'),
    toLocationId: Id('调入库位'),
    quantity: Quantity,
    reason: Type.String({ maxLength: 1000 }),
    reference: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type TransferInput = Static<typeof TransferInputSchema>;

export const MinStockInputSchema = Type.Object(
  { itemId: Id('企业库条目 ID'), minQuantity: Type.Number({ description: '最低库存（0：不提醒）' }) },
  { additionalProperties: false },
);
export type MinStockInput = Static<typeof MinStockInputSchema>;

export const WarehouseSettingsSchema = Type.Object(
  { allowNegative: Type.Boolean({ description: '允许负库存（默认否）' }) },
  { additionalProperties: false },
);
export type WarehouseSettings = Static<typeof WarehouseSettingsSchema>;

export const StockQuerySchema = Type.Object(
  {
    ...PagingSchema,
    locationId: Type.Optional(Id('库位（含下级）')),
    keyword: Type.Optional(Type.String({ maxLength: 100, description: '型号、名称或企业内部料号' })),
  },
  { additionalProperties: false },
);
export type StockQuery = Static<typeof StockQuerySchema>;

const ItemFields = {
  itemId: Type.Integer(),
  model: Type.String(),
  name: Type.String(),
  internalCode: Type.String(),
};

export const StockRowSchema = Type.Object({
  ...ItemFields,
  locationId: Type.Integer(),
  locationPath: Type.String(),
  quantity: Type.Integer(),
  updatedAt: Type.String(),
});
export type StockRow = Static<typeof StockRowSchema>;

export const StockPageSchema = Type.Object({ list: Type.Array(StockRowSchema), total: Type.Integer() });
export type StockPage = Static<typeof StockPageSchema>;

export const StockWarningSchema = Type.Object({
  ...ItemFields,
  quantity: Type.Integer({ description: '全部库位合计' }),
  minQuantity: Type.Integer(),
});
export type StockWarning = Static<typeof StockWarningSchema>;

export const MovementSchema = Type.Object({
  id: Type.Integer(),
  itemId: Type.Integer(),
  locationId: Type.Integer(),
  locationPath: Type.String(),
  kind: Type.String(),
  kindLabel: Type.String(),
  delta: Type.Integer({ description: '入库为正，出库为负' }),
  quantityAfter: Type.Integer({ description: '该库位变动后的数量' }),
  reason: Type.String(),
  reference: Type.String(),
  actorName: Type.String(),
  createdAt: Type.String(),
});
export type StockMovement = Static<typeof MovementSchema>;

export const HistoryQuerySchema = Type.Object(
  { ...PagingSchema, itemId: Id('企业库条目 ID') },
  { additionalProperties: false },
);
export type HistoryQuery = Static<typeof HistoryQuerySchema>;

export const HistoryPageSchema = Type.Object({
  item: Type.Object({ ...ItemFields, quantity: Type.Integer(), minQuantity: Type.Integer() }),
  list: Type.Array(MovementSchema),
  total: Type.Integer(),
});
export type HistoryPage = Static<typeof HistoryPageSchema>;

export const MovementResultSchema = Type.Object({
  itemId: Type.Integer(),
  locationId: Type.Integer(),
  quantity: Type.Integer({ description: '该库位现有数量' }),
});
export type MovementResult = Static<typeof MovementResultSchema>;

export const ItemPickQuerySchema = Type.Object(
  { keyword: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export const ItemPickSchema = Type.Object({ ...ItemFields });
export type ItemPick = Static<typeof ItemPickSchema>;
