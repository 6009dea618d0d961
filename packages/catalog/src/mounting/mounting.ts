// A component's mounting read from its package by the rules of mounting.data.ts (with their sources).
import { MOUNTING_RULES, type Mounting } from './mounting.data.ts';

export { MOUNTING_LABEL, MOUNTING_RULES, MOUNTINGS, type Mounting } from './mounting.data.ts';

/** 贴片, 插件 or other for a package; null when no rule reads it (or there is no package). */
export function mountingOf(pkg: string | null | undefined): Mounting | null {
  if (!pkg) return null;
  const text = pkg.trim();
  for (const rule of MOUNTING_RULES) if (rule.pattern.test(text)) return rule.mounting;
  return null;
}
