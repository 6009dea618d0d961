import { BankOutlined, GlobalOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import type { ReactNode } from 'react';
import { VendorCopy } from './vendor-copy.ts';

/**
 * The vendor page's own header band: the organisation's logo (public once published: a plain image from its
 * page's logo address) and name, and its website. Without data (loading, not found) the band is empty.
 */
export function VendorHeader({
  name,
  logoUrl,
  website,
  children,
}: {
  name?: string;
  logoUrl?: string;
  website?: string;
  children?: ReactNode;
}) {
  return (
    <header className="jk-vendor-header">
      <div className="jk-vendor-header-inner">
        {name !== undefined && (
          <>
            <Avatar
              shape="square"
              size={72}
              src={logoUrl || undefined}
              icon={logoUrl || name ? undefined : <BankOutlined />}
              alt={`${name} 标志`}
              className="jk-vendor-logo"
            >
              {logoUrl ? undefined : name.slice(0, 1)}
            </Avatar>
            <div className="jk-vendor-title">
              <h1>{name}</h1>
              <span className="jk-vendor-kind">{VendorCopy.pageTitle}</span>
            </div>
            {website && (
              <Button
                icon={<GlobalOutlined />}
                href={website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="jk-vendor-site"
              >
                {VendorCopy.website}
              </Button>
            )}
          </>
        )}
        {children}
      </div>
    </header>
  );
}
