import { decodeKeywordList, PLATFORM_VALUE_OF_KEY } from '@jianku/rules';
import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { headerSearchMode } from '../../components/app-header/header-model.ts';
import type { Library } from '../../components/library/library.ts';
import { SearchBox } from '../../components/search-box/search-box.tsx';
import { brandSearchPath } from '../../components/search-box/search-path.ts';
import { lazyWithReload } from '../../lib/module-reload.ts';

/**
 * The organisation search shows on brand pages only: it loads with them (its chunk is asked for when the
 * brand page's route draws the header), not in every page's first load (issue 17). Until it is in, a box of
 * its height holds its place.
 */
const VendorSearch = lazyWithReload(() =>
  import('../../features/catalog/components/vendor-search.tsx').then((m) => ({ default: m.VendorSearch })),
);

/**
 * The header's search (SPEC-2.38): on library pages the typed search of the library, showing the keywords of
 * the results page it is on; on brand pages (/xxx/brand-page, /xxx/brand-detail) the organisation search
 * (placeholder 请输入厂商名称) that opens /{library}/brand-page?keyWords=…; none elsewhere.
 */
export function HeaderSearch({ library: fixed }: { library?: Library }) {
  const location = useLocation();
  const { search } = location;
  // Plugin mode's library pages (/plugin/component/search, ...) search like their portal twins.
  const pathname = location.pathname.replace(/^\/plugin(?=\/)/, '');
  const navigate = useNavigate();
  const found = headerSearchMode(pathname);
  const mode = found ?? (fixed ? { mode: 'typed' as const, library: fixed } : null);
  if (!mode) return null;
  const params = new URLSearchParams(search);
  const library = mode.library;

  if (mode.mode === 'organisation') {
    const onBrandPage = pathname.startsWith(`/${library}/brand-page`);
    return (
      <Suspense fallback={<span className="jk-brand-search-pending" />}>
        <VendorSearch
          value={onBrandPage ? (params.get('keyWords') ?? '') : ''}
          onSearch={(keyWords) => {
            // The directory's kind: the one in the address on the brand page, else the library's.
            const type = (onBrandPage && Number(params.get('type'))) || PLATFORM_VALUE_OF_KEY[library];
            navigate(brandSearchPath(library, type, keyWords));
          }}
        />
      </Suspense>
    );
  }
  const onResults = pathname === `/${library}/search`;
  return (
    <SearchBox
      key={library}
      library={library}
      keywords={onResults ? decodeKeywordList(params.get('keyWords')) : []}
    />
  );
}
