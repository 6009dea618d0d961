import { CustomerServiceOutlined } from '@ant-design/icons';
import { FeedbackMessage } from '@jianku/rules';
import { FloatButton } from 'antd';

/**
 * The floating consultation button (咨询反馈) of portal and home pages. What it opens is the caller's
 * (the app hands in the feedback feature's dialog, or the login dialog for a visitor).
 */
export function ConsultButton({ onClick }: { onClick: () => void }) {
  return (
    <FloatButton
      className="jk-consult-button"
      type="primary"
      shape="square"
      icon={<CustomerServiceOutlined />}
      content="咨询"
      aria-label={FeedbackMessage.dialogTitle}
      onClick={onClick}
      style={{ insetInlineEnd: 24, bottom: 96, width: 56, height: 56 }}
    />
  );
}
