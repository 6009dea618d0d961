import { Button, Result, type ResultProps } from 'antd';
import { useNavigate } from 'react-router';

export interface ErrorResultProps {
  status: ResultProps['status'];
  title: string;
  message: string;
  code?: string;
}

/** The body of the error pages: illustration, title, message, the code and a way back. */
export function ErrorResult({ status, title, message, code }: ErrorResultProps) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={title}
      subTitle={
        <>
          <div className="jk-error-message">{message}</div>
          {code && <div className="jk-error-code">错误码：{code}</div>}
        </>
      }
      extra={[
        <Button key="home" type="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>,
        <Button key="back" onClick={() => navigate(-1)}>
          返回上一页
        </Button>,
      ]}
    />
  );
}
