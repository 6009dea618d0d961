import { Button, Result } from 'antd';

/** A section whose data could not be loaded, with a retry (antd Result; loaded by load-failed.tsx when needed). */
export function LoadFailedResult({ title = '加载失败', onRetry }: { title?: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle="请检查网络后重试"
      extra={
        <Button type="primary" onClick={onRetry}>
          重新加载
        </Button>
      }
    />
  );
}
