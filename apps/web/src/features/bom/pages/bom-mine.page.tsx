/**
 * /bom/mine, 我的 BOM (issue 15): the signed-in user's saved BOM matches (components/my-boms.tsx), with the way
 * back to upload a new one. A signed-out visitor is asked to log in.
 */
import { AuthText } from '@jianku/rules';
import { Button, Result, Typography } from 'antd';
import { Link } from 'react-router';
import { useTabTitle } from '../../../components/tab-bar/use-tab-title.ts';
import { useAppStore } from '../../../stores/app.store.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { MyBoms, MyBomsText } from '../components/my-boms.tsx';
import '../bom.css';

export function BomMinePage() {
  useTabTitle(MyBomsText.title);
  const user = useSessionStore((s) => (s.isSetUser ? s.user : null));
  const setShowLogin = useAppStore((s) => s.setShowLogin);
  return (
    <div className="jk-bom-page">
      <Typography.Title level={4}>{MyBomsText.title}</Typography.Title>
      {user ? (
        <>
          <Typography.Paragraph className="jk-bom-intro">
            <Link to="/bom">{MyBomsText.upload}</Link>
          </Typography.Paragraph>
          <MyBoms />
        </>
      ) : (
        <Result
          status="403"
          title="登录后查看已保存的 BOM"
          extra={
            <Button type="primary" onClick={() => setShowLogin(true)}>
              {AuthText.login}
            </Button>
          }
        />
      )}
    </div>
  );
}
