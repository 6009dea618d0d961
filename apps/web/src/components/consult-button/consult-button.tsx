import { CustomerServiceOutlined } from '@ant-design/icons';
import { FeedbackMessage } from '@jianku/rules';
import './consult-button.css';

/**
 * The floating consultation button (咨询反馈) of portal and home pages. What it opens is the caller's
 * (the app hands in the feedback feature's dialog, or the login dialog for a visitor).
 * A plain button drawn like antd's square primary FloatButton: the FloatButton module brings its group,
 * back-to-top, Badge and Tooltip along (about 15 KB gzipped on every page, issue 17) for one button.
 */
export function ConsultButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      className="jk-consult-button"
      aria-label={FeedbackMessage.dialogTitle}
      onClick={onClick}
    >
      <CustomerServiceOutlined className="jk-consult-button-icon" />
      <span className="jk-consult-button-text">咨询</span>
    </button>
  );
}
