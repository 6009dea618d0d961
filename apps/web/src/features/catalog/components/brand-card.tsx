import { GlobalOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format-count.ts';
import type { BrandSummary } from '../api/catalog.types.ts';
import { countryName, isWebUrl, websiteHost } from '../model/catalog.model.ts';

/** A manufacturer in the directory: Chinese and English names, country, description, item count, website. */
export function BrandCard({ brand, to }: { brand: BrandSummary; to: string }) {
  const showEn = brand.nameEn && brand.nameEn !== brand.nameZh;
  return (
    <article className="jk-brand-card" aria-label={brand.nameZh || brand.nameEn}>
      <div className="jk-brand-card-head">
        <div>
          <Link to={to} className="jk-brand-name">
            {brand.nameZh || brand.nameEn}
          </Link>
          {showEn && <div className="jk-brand-name-en">{brand.nameEn}</div>}
        </div>
        {brand.country && <Tag variant="filled">{countryName(brand.country)}</Tag>}
      </div>
      <Typography.Paragraph className="jk-brand-desc" ellipsis={{ rows: 2, tooltip: brand.description }}>
        {brand.description || '暂无简介'}
      </Typography.Paragraph>
      <div className="jk-brand-foot">
        <Link to={to} className="jk-brand-count">
          收录 <strong>{formatCount(brand.itemCount)}</strong> 个条目
        </Link>
        {isWebUrl(brand.website) && (
          <a className="jk-brand-site" href={brand.website} target="_blank" rel="noopener noreferrer">
            <GlobalOutlined /> {websiteHost(brand.website)}
          </a>
        )}
      </div>
    </article>
  );
}
