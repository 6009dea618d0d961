import { CustomerServiceOutlined } from '@ant-design/icons';
import { FeedbackMessage } from '@jianku/rules';
import { FloatButton, Popover } from 'antd';
import { useState } from 'react';
import { ContactPanel } from '../contact-panel/contact-panel.tsx';

/**
 * The floating consultation button (咨询反馈) of portal and home pages. It opens the contact panel; the
 * feedback form joins it with the uploads issue.
 */
export function ConsultButton() {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="leftBottom"
      title={FeedbackMessage.dialogTitle}
      content={
        <div style={{ width: 380 }}>
          <ContactPanel mode="full" />
        </div>
      }
    >
      <FloatButton
        className="jk-consult-button"
        type="primary"
        shape="square"
        icon={<CustomerServiceOutlined />}
        content="咨询"
        aria-label={FeedbackMessage.dialogTitle}
        style={{ insetInlineEnd: 24, bottom: 96, width: 56, height: 56 }}
      />
    </Popover>
  );
}
