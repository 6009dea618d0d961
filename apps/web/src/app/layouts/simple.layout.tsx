import { HomeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link, Outlet, useMatches, useNavigate } from 'react-router';
import { AppLogo } from '../../components/app-header/app-logo.tsx';
import { tabHandleOf } from '../../components/tab-bar/route-handle.ts';
import './layouts.css';

/**
 * The simple layout (login, register, sso and the error pages): logo, the page's title from its route
 * handle (登录中心 / 注册中心 / 第三方授权) and a 门户首页 button back to /.
 */
export function SimpleLayout() {
  const title = tabHandleOf(useMatches())?.title;
  const navigate = useNavigate();
  return (
    <div className="jk-simple">
      <header className="jk-simple-header">
        <Link to="/" className="jk-header-brand">
          <AppLogo size={30} />
          {title && <span className="jk-header-title">{title}</span>}
        </Link>
        <Button icon={<HomeOutlined />} onClick={() => navigate('/')}>
          门户首页
        </Button>
      </header>
      <main className="jk-simple-main">
        <Outlet />
      </main>
    </div>
  );
}
