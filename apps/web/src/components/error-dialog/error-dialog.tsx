import { CloseCircleFilled, DownOutlined, UpOutlined } from '@ant-design/icons';
import { DialogText, ERROR_DIALOG_MAX_WIDTH } from '@jianku/rules';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useErrorDialogStore } from '../../stores/error-dialog.store.ts';
import { AppModal } from '../app-modal.tsx';
import { ContactPanel } from '../contact-panel/contact-panel.tsx';

const COLLAPSED_WIDTH = 420;

/**
 * The single error dialog (spec §2): shows the current error of the error-dialog store; where the error
 * invites the user to contact us, the contact panel expands inside it (max width 580 px).
 */
export function ErrorDialog() {
  const current = useErrorDialogStore((s) => s.current);
  const dismiss = useErrorDialogStore((s) => s.dismiss);
  const [expanded, setExpanded] = useState(false);
  // Keep the last error on screen while the dialog animates closed.
  const last = useRef(current);
  if (current) last.current = current;
  const shown = current ?? last.current;

  useEffect(() => {
    if (current) setExpanded(false);
  }, [current]);

  return (
    <AppModal
      open={current !== null}
      title={shown?.title || DialogText.title}
      onCancel={dismiss}
      width={expanded ? ERROR_DIALOG_MAX_WIDTH : COLLAPSED_WIDTH}
      footer={
        <Button type="primary" onClick={dismiss}>
          {DialogText.confirm}
        </Button>
      }
    >
      <div className="jk-error-dialog" data-code={shown?.code}>
        <p style={{ display: 'flex', gap: 8, alignItems: 'flex-start', margin: '8px 0' }}>
          <CloseCircleFilled style={{ color: '#ff4d4f', marginTop: 4 }} />
          <span>{shown?.message}</span>
        </p>
        {shown?.showContact && (
          <>
            <Button
              type="link"
              style={{ paddingInline: 0 }}
              onClick={() => setExpanded((v) => !v)}
              icon={expanded ? <UpOutlined /> : <DownOutlined />}
              iconPlacement="end"
            >
              联系我们
            </Button>
            {expanded && <ContactPanel mode="simple" />}
          </>
        )}
      </div>
    </AppModal>
  );
}
