/**
 * Material comparison (材料对比, SPEC-2.41): the limit and the Chinese messages, for the catalogue data
 * (@jianku/catalog), the server (modules/materials) and the web (features/materials). The answers' shapes
 * are declared once in material-compare.schemas.ts (package subpath '@jianku/rules/material-compare-schemas').
 *
 *   if (ids.length > MATERIAL_COMPARE_MAX) throw badRequest(MaterialCompareMessage.tooMany);
 */

/** At most this many grades side by side. */
export const MATERIAL_COMPARE_MAX = 6;

export const MaterialCompareMessage = {
  empty: '请选择要对比的材料牌号',
  tooMany: `材料对比最多 ${MATERIAL_COMPARE_MAX} 个牌号`,
  duplicate: '对比的材料牌号不能重复',
  badId: (text: string) => `材料 ID 格式不正确：${text.length > 20 ? `${text.slice(0, 20)}…` : text}`,
  notFound: (id: number) => `对比的材料不存在：ID ${id}`,
  notMaterial: (id: number) => `材料对比只适用于材料库的牌号，ID ${id} 不是材料`,
  equivalentsNotMaterial: '只有材料库的牌号有对照牌号',
} as const;

/** Closeness of an equivalent grade, in the words the page shows. */
export const ClosenessText = { identical: '相同', near: '相近', similar: '类似' } as const;
