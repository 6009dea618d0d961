import { Link, Outlet } from 'react-router';
import { AppLogo } from '../../components/app-header/app-logo.tsx';
import './layouts.css';

/**
 * The vendor layout (/vendor/{key}, SPEC-2.18): the page's own frame, without the library header or tab bar.
 * The page draws its vendor header (logo and name) and sections; the footer says who provides a vendor page's
 * content and leads back to 件库.
 */
export function VendorLayout() {
  return (
    <div className="jk-vendor">
      <Outlet />
      <footer className="jk-vendor-footer">
        <Link to="/" className="jk-vendor-footer-home" aria-label="件库">
          <AppLogo size={22} />
        </Link>
        <span>厂商主页的内容由发布它的企业提供</span>
        <Link to="/">返回件库首页</Link>
      </footer>
    </div>
  );
}
