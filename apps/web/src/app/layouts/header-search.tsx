import { decodeKeywordList, PLATFORM_VALUE_OF_KEY } from '@jianku/rules';
import { useLocation, useNavigate } from 'react-router';
import { headerSearchMode } from '../../components/app-header/header-model.ts';
import type { Library } from '../../components/library/library.ts';
import { SearchBox } from '../../components/search-box/search-box.tsx';
import { brandSearchPath } from '../../components/search-box/search-path.ts';
import { VendorSearch } from '../../features/catalog/components/vendor-search.tsx';

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
      <VendorSearch
        value={onBrandPage ? (params.get('keyWords') ?? '') : ''}
        onSearch={(keyWords) => {
          // The directory's kind: the one in the address on the brand page, else the library's.
          const type = (onBrandPage && Number(params.get('type'))) || PLATFORM_VALUE_OF_KEY[library];
          navigate(brandSearchPath(library, type, keyWords));
        }}
      />
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
