import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';

/** What the error boundary shows when a page fails to render. */
export function CrashPage({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  return (
    <div style={{ padding: '80px 24px' }}>
      <Result
        status="500"
        title="页面出错了"
        subTitle="很抱歉，页面遇到了问题，错误已记录。请重新加载页面；如问题持续存在，请联系我们。"
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={onReload}>
            重新加载
          </Button>
        }
      />
    </div>
  );
}
