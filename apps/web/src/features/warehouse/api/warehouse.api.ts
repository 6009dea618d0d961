/**
 * The warehouse's and the audit log's calls (our server's warehouse and audit modules, paths under /to/api;
 * shapes from @jianku/rules/warehouse-schemas and audit-schemas, types only). The organisation is the
 * session's: no id is sent. Writes answer the server's Chinese message to the form that sent them.
 */
import type { AuditExportQuery, AuditPage, AuditQuery } from '@jianku/rules/audit-schemas';
import type {
  HistoryPage,
  ItemPick,
  LocationInput,
  MinStockInput,
  MovementInput,
  MovementResult,
  StockLocation,
  StockPage,
  StockQuery,
  StockWarning,
  TransferInput,
  WarehouseSettings,
} from '@jianku/rules/warehouse-schemas';
import { downloadFile } from '../../../lib/download.ts';
import { get, post } from '../../../lib/http.ts';

export type { AuditPage, HistoryPage, ItemPick, StockLocation, StockPage, StockWarning };

export const WAREHOUSE_KEY = ['warehouse'] as const;
export const AUDIT_KEY = ['audit'] as const;
const quiet = { skipErrorHandler: true } as const;

export const fetchLocations = () => get<StockLocation[]>('/warehouse/locations');
export const addLocation = (body: LocationInput) => post<{ id: number }>('/warehouse/locations', body, quiet);
export const updateLocation = (id: number, body: LocationInput) =>
  post<null>(`/warehouse/locations/${id}/update`, body, quiet);
export const deleteLocation = (id: number) => post<null>(`/warehouse/locations/${id}/delete`, {}, quiet);
export const fetchSettings = () => get<WarehouseSettings>('/warehouse/settings');
export const saveSettings = (body: WarehouseSettings) =>
  post<WarehouseSettings>('/warehouse/settings', body, quiet);
export const pickItems = (keyword: string) => get<ItemPick[]>('/warehouse/items', { keyword });
export const fetchStock = (query: Partial<StockQuery>) => get<StockPage>('/warehouse/stock', query);
export const stockIn = (body: MovementInput) => post<MovementResult>('/warehouse/stock/in', body, quiet);
export const stockOut = (body: MovementInput) => post<MovementResult>('/warehouse/stock/out', body, quiet);
export const transfer = (body: TransferInput) =>
  post<MovementResult>('/warehouse/stock/transfer', body, quiet);
export const setMinimum = (body: MinStockInput) => post<null>('/warehouse/minimum', body, quiet);
export const fetchWarnings = () => get<StockWarning[]>('/warehouse/warnings');
export const fetchHistory = (itemId: number, page: number) =>
  get<HistoryPage>('/warehouse/history', { itemId, page, pageSize: 20 });
export const exportStock = () => downloadFile('/warehouse/export', {}, '导出失败，请稍后重试');

export const fetchAudit = (query: Partial<AuditQuery>) => get<AuditPage>('/audit/list', query, quiet);
export const exportAudit = (query: Partial<AuditExportQuery>) =>
  downloadFile(
    '/audit/export',
    Object.fromEntries(
      Object.entries(query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
    ),
    '导出失败，请稍后重试',
  );
