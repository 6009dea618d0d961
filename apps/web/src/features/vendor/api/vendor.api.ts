/** The vendor page calls (our server's vendor module; paths under /to/api). Shapes from @jianku/rules/vendor-schemas. */
import type { VendorBrand, VendorPage } from '@jianku/rules/vendor-schemas';
import { get } from '../../../lib/http.ts';

export type { VendorBrand, VendorPage };

export const VENDOR_QUERY_KEY = ['vendor-page'] as const;

/** A published page; an unknown or unpublished key fails with code 404 (the page says so itself). */
export const getVendorPage = (key: string) =>
  get<VendorPage>(`/vendor/page/${encodeURIComponent(key)}`, undefined, { skipErrorHandler: true });
