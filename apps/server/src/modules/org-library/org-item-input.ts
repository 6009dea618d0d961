/**
 * A hand-made item of the enterprise library, checked: texts (trimmed, lengths, no control characters) and
 * parameters read with the public catalogue's rules (@jianku/catalog parseParam: 0.1uF = 100nF, 10k = 10 kΩ).
 * Every refusal is a 400 with a Chinese message; nothing is written before all of it passes.
 */
import type { ParamDef, ParamValue } from '@jianku/catalog';
import { parseParam } from '@jianku/catalog';
import { ORG_ITEM_LIMITS, type OrgItemInput, OrgLibraryMessage } from '@jianku/rules/org-library-schemas';
import { badRequest } from '../../lib/app-error.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A trimmed text within its limit ('' → null when optional). */
export function checkedText(raw: string | undefined, label: string, max: number): string | null {
  const value = (raw ?? '').normalize('NFC').trim();
  if (value === '') return null;
  if (Array.from(value).length > max) throw badRequest(OrgLibraryMessage.tooLong(label, max));
  if (CONTROL.test(value)) throw badRequest(OrgLibraryMessage.controlChars(label));
  return value;
}

/** Notes keep their line breaks (only other control characters are refused). */
export function checkedNotes(raw: string | undefined): string | null {
  const value = (raw ?? '').normalize('NFC').trim();
  if (value === '') return null;
  if (Array.from(value).length > ORG_ITEM_LIMITS.notes)
    throw badRequest(OrgLibraryMessage.tooLong('备注', ORG_ITEM_LIMITS.notes));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u0009\u000b-\u001f\u007f]/.test(value))
    throw badRequest(OrgLibraryMessage.controlChars('备注'));
  return value;
}

/** The parameters as stored, each read against the category's definition. */
export function checkedParams(
  raw: Record<string, string> | undefined,
  defs: readonly ParamDef[],
): Record<string, ParamValue> {
  const entries = Object.entries(raw ?? {}).filter(([, v]) => v.trim() !== '');
  if (entries.length > ORG_ITEM_LIMITS.params) throw badRequest(OrgLibraryMessage.tooManyParams);
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const out: Record<string, ParamValue> = {};
  for (const [key, value] of entries) {
    const def = byKey.get(key);
    if (!def) throw badRequest(OrgLibraryMessage.unknownParam(key.slice(0, 64)));
    const text = checkedText(value, `参数「${def.name}」`, ORG_ITEM_LIMITS.paramValue) ?? '';
    let parsed = parseParam(def, text);
    // the catalogue's own display with an equivalent in brackets, e.g. 1/20 W (50 mW): its first form
    const bare = text.replace(/\s*[(（][^()（）]*[)）]\s*$/, '');
    if (typeof parsed === 'string' && bare !== text && bare !== '') {
      const again = parseParam(def, bare);
      if (typeof again !== 'string') parsed = again;
    }
    if (typeof parsed === 'string') throw badRequest(parsed);
    out[key] = parsed;
  }
  return out;
}

export interface CheckedItemTexts {
  model: string;
  name: string;
  internalCode: string | null;
  package: string | null;
  description: string;
  notes: string | null;
}

export function checkedTexts(input: Omit<OrgItemInput, 'categoryId'>): CheckedItemTexts {
  const model = checkedText(input.model, '型号', ORG_ITEM_LIMITS.model);
  if (model === null) throw badRequest(OrgLibraryMessage.modelRequired);
  const name = checkedText(input.name, '名称', ORG_ITEM_LIMITS.name);
  if (name === null) throw badRequest(OrgLibraryMessage.nameRequired);
  const description = (input.description ?? '').normalize('NFC').trim();
  if (Array.from(description).length > ORG_ITEM_LIMITS.description)
    throw badRequest(OrgLibraryMessage.tooLong('描述', ORG_ITEM_LIMITS.description));
  return {
    model,
    name,
    internalCode: checkedText(input.internalCode, '企业内部料号', ORG_ITEM_LIMITS.internalCode),
    package: checkedText(input.package, '封装', ORG_ITEM_LIMITS.package),
    description,
    notes: checkedNotes(input.notes),
  };
}
