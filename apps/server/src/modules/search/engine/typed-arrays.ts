/** Small helpers over typed arrays and sorted lists, shared by the engine's modules. */

export const NO_U8 = new Uint8Array(0);
export const NO_U16 = new Uint16Array(0);
export const NO_U32 = new Uint32Array(0);
export const NO_F64 = new Float64Array(0);

/** A copy of `a` of length `cap` (the new tail filled with `fill`). */
export function growF64(a: Float64Array, cap: number, fill = 0): Float64Array {
  const b = new Float64Array(cap);
  if (fill !== 0) b.fill(fill);
  b.set(a);
  return b;
}
export function growU32(a: Uint32Array, cap: number): Uint32Array {
  const b = new Uint32Array(cap);
  b.set(a);
  return b;
}
export function growU16(a: Uint16Array, cap: number): Uint16Array {
  const b = new Uint16Array(cap);
  b.set(a);
  return b;
}
export function growU8(a: Uint8Array, cap: number): Uint8Array {
  const b = new Uint8Array(cap);
  b.set(a);
  return b;
}

/** The first index of a sorted list whose value is not below `value`. */
export function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Slots 0..n-1 grouped by key (CSR: offsets has one more entry than there are keys), slot order in a group. */
export function groupSlots(keys: Uint16Array, n: number, offsets: Uint32Array): Uint32Array<ArrayBuffer> {
  for (let s = 0; s < n; s++) {
    const k = (keys[s] as number) + 1;
    offsets[k] = (offsets[k] as number) + 1;
  }
  for (let k = 1; k < offsets.length; k++) offsets[k] = (offsets[k] as number) + (offsets[k - 1] as number);
  const fill = offsets.slice(0, offsets.length - 1);
  const slots = new Uint32Array(n);
  for (let s = 0; s < n; s++) {
    const k = keys[s] as number;
    slots[fill[k] as number] = s;
    fill[k] = (fill[k] as number) + 1;
  }
  return slots;
}

/** 0, 1, …, n-1 */
export function slotRange(n: number): Uint32Array {
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  return order;
}
