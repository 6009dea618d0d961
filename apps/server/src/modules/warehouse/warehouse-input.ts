/** The warehouse's input checks: each answers 400 with a Chinese message (never a 500) when a value is wrong. */
import { WAREHOUSE_LIMITS, WarehouseMessage } from '@jianku/rules/warehouse-schemas';
import { badRequest } from '../../lib/app-error.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A positive whole number of units. */
export function checkedQuantity(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw badRequest(WarehouseMessage.quantityInvalid);
  }
  if (value > WAREHOUSE_LIMITS.quantity) throw badRequest(WarehouseMessage.quantityTooLarge);
  return value;
}

/** A minimum stock: a whole number ≥ 0 (0 turns the warning off). */
export function checkedMinimum(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw badRequest(WarehouseMessage.minInvalid);
  }
  if (value > WAREHOUSE_LIMITS.quantity) throw badRequest(WarehouseMessage.quantityTooLarge);
  return value;
}

export function checkedReason(value: unknown): string {
  const text = typeof value === 'string' ? value.normalize('NFC').trim() : '';
  if (text === '') throw badRequest(WarehouseMessage.reasonRequired);
  if ([...text].length > WAREHOUSE_LIMITS.reason) throw badRequest(WarehouseMessage.reasonTooLong);
  if (CONTROL.test(text)) throw badRequest(WarehouseMessage.controlChars('原因'));
  return text;
}

export function checkedReference(value: unknown): string {
  const text = typeof value === 'string' ? value.normalize('NFC').trim() : '';
  if ([...text].length > WAREHOUSE_LIMITS.reference) throw badRequest(WarehouseMessage.referenceTooLong);
  if (CONTROL.test(text)) throw badRequest(WarehouseMessage.controlChars('单据号'));
  return text;
}

export function checkedLocationName(value: unknown): string {
  const text = typeof value === 'string' ? value.normalize('NFC').trim() : '';
  if (text === '') throw badRequest(WarehouseMessage.locationNameRequired);
  if ([...text].length > WAREHOUSE_LIMITS.locationName)
    throw badRequest(WarehouseMessage.locationNameTooLong);
  if (CONTROL.test(text)) throw badRequest(WarehouseMessage.controlChars('库位名称'));
  if (text.includes('/')) throw badRequest(WarehouseMessage.locationNameSlash);
  return text;
}
