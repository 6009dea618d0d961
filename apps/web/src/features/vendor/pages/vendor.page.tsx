import { ErrorCode } from '@jianku/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { useTabTitle } from '../../../components/tab-bar/use-tab-title.ts';
import { JkError } from '../../../lib/errors.ts';
import { getVendorPage, type VendorPage as Page, VENDOR_QUERY_KEY } from '../api/vendor.api.ts';
import { VendorCopy } from '../components/vendor-copy.ts';
import { VendorHeader } from '../components/vendor-header.tsx';
import '../vendor.css';

/**
 * The vendor page (/vendor/{key}, SPEC-2.18), in the vendor layout: an organisation's published showcase,
 * readable by anyone. Its header shows the organisation's logo and name; its sections the introduction, the
 * brands it represents (each to its public brand page) and the contact. An unknown or unpublished key shows
 * 厂商主页不存在或未发布 in the same frame.
 */
export function VendorPage() {
  const key = useParams().key ?? '';
  const page = useQuery({
    queryKey: [...VENDOR_QUERY_KEY, key],
    queryFn: () => getVendorPage(key),
    retry: (count, error) => !(error instanceof JkError && error.code === ErrorCode.notFound) && count < 1,
  });
  useTabTitle(page.data ? `${page.data.name} - ${VendorCopy.pageTitle}` : undefined);

  if (page.isPending) {
    return (
      <>
        <VendorHeader />
        <main className="jk-vendor-body">
          <Skeleton active paragraph={{ rows: 6 }} />
        </main>
      </>
    );
  }
  if (page.isError) {
    const missing = page.error instanceof JkError && page.error.code === ErrorCode.notFound;
    return (
      <>
        <VendorHeader />
        <main className="jk-vendor-body">
          <Result
            status={missing ? '404' : 'warning'}
            title={missing ? VendorCopy.notFoundTitle : VendorCopy.loadFailed}
            subTitle={missing ? VendorCopy.notFoundText : undefined}
            extra={
              missing ? (
                <Link to="/">{VendorCopy.backHome}</Link>
              ) : (
                <Button onClick={() => void page.refetch()}>{VendorCopy.retry}</Button>
              )
            }
          />
        </main>
      </>
    );
  }
  return <VendorSections page={page.data} />;
}

function VendorSections({ page }: { page: Page }) {
  return (
    <>
      <VendorHeader name={page.name} logoUrl={page.logoUrl} website={page.website} />
      <main className="jk-vendor-body">
        <section className="jk-vendor-section" aria-labelledby="jk-vendor-intro">
          <h2 id="jk-vendor-intro">{VendorCopy.intro}</h2>
          {page.intro ? (
            <p className="jk-vendor-intro">{page.intro}</p>
          ) : (
            <p className="jk-vendor-muted">{VendorCopy.noIntro}</p>
          )}
        </section>
        {page.brands.length > 0 && (
          <section className="jk-vendor-section" aria-labelledby="jk-vendor-brands">
            <h2 id="jk-vendor-brands">{VendorCopy.brands}</h2>
            <p className="jk-vendor-muted">{VendorCopy.brandsHint}</p>
            <ul className="jk-vendor-brands">
              {page.brands.map((brand) => (
                <li key={brand.id}>
                  <Link to={`/${brand.library}/brand-detail/${brand.id}`}>
                    <strong>{brand.nameZh || brand.nameEn}</strong>
                    {brand.nameEn && brand.nameEn !== brand.nameZh && <span>{brand.nameEn}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {(page.contact || page.website) && (
          <section className="jk-vendor-section" aria-labelledby="jk-vendor-contact">
            <h2 id="jk-vendor-contact">{VendorCopy.contact}</h2>
            {page.contact && <p className="jk-vendor-contact-text">{page.contact}</p>}
            <dl className="jk-vendor-contact">
              {page.website && (
                <>
                  <dt>{VendorCopy.website}</dt>
                  <dd>
                    <a href={page.website} target="_blank" rel="noopener noreferrer nofollow">
                      {page.website}
                    </a>
                  </dd>
                </>
              )}
            </dl>
          </section>
        )}
        {page.brands.length === 0 && !page.intro && !page.contact && !page.website && <Empty />}
      </main>
    </>
  );
}
