/**
 * The note beside 三维模型: what the model is made from and what on it is only indicative. Threads are not cut
 * (the shank is the nominal cylinder), so the thread remark belongs to threaded parts only; a bearing's balls and
 * cage follow an assumed internal design; a parallel key's edge chamfer s is not drawn (parallel-key.ts); a
 * component is its package's published outline, placed as KiCad's 3D library places it (the server's
 * models/geometry files say so family by family), except a crimp housing (package 胶壳), which hangs on its wires
 * and has no footprint (crimp-housing-connector.ts).
 */

/** Geometry families with a thread (hex-bolt.ts, socket-cap-screw.ts, hex-nut.ts on the server). */
const THREADED = new Set(['hex-bolt', 'socket-cap-screw', 'hex-nut']);

export function modelCaption(kind: number, family: string, pkg?: string | null): string {
  if (kind === 2 && pkg === '胶壳') return '按厂家目录尺寸生成，本体为简化外形（线端胶壳，不焊在板上）';
  if (kind === 2) return '按封装公开外形尺寸生成，本体为简化外形，原点与 KiCad 封装一致';
  if (THREADED.has(family)) return '按标准尺寸生成，螺纹等细节为示意';
  if (family.endsWith('bearing')) return '按标准尺寸生成，内部结构为示意';
  if (family === 'parallel-key') return '按标准尺寸生成，棱边倒角未画出';
  return '按标准尺寸生成';
}
