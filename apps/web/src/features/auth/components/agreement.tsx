import { AGREEMENT_DIALOG_SIZE } from '@jianku/rules';
import { Checkbox } from 'antd';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal.tsx';
import { AuthCopy } from './auth-copy.ts';

/** The terms pages (static files of apps/web/public). */
export const AGREEMENT_PAGES = {
  service: { title: '用户协议', src: '/user-service.html' },
  privacy: { title: '隐私政策', src: '/user-private.html' },
} as const;
export type AgreementPage = keyof typeof AGREEMENT_PAGES;

/** The terms or privacy page in a dialog at 80% of the window (SPEC-2.28). */
export function AgreementDialog({ page, onClose }: { page: AgreementPage | null; onClose: () => void }) {
  const shown = page ? AGREEMENT_PAGES[page] : null;
  return (
    <AppModal
      open={page !== null}
      title={shown?.title}
      onCancel={onClose}
      footer={null}
      width={AGREEMENT_DIALOG_SIZE}
      style={{ top: '10vh', paddingBottom: 0 }}
      styles={{ body: { height: `calc(${AGREEMENT_DIALOG_SIZE.replace('%', 'vh')} - 64px)`, padding: 0 } }}
      destroyOnHidden
      className="jk-agreement-dialog"
    >
      {shown && (
        <iframe title={shown.title} src={shown.src} style={{ width: '100%', height: '100%', border: 0 }} />
      )}
    </AppModal>
  );
}

/**
 * The agreement checkbox (SPEC-5.08), ticked by default; its two links open the terms and privacy dialog.
 */
export function AgreementCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const [page, setPage] = useState<AgreementPage | null>(null);
  const open = (which: AgreementPage) => (event: React.MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setPage(which);
  };
  return (
    <div className="jk-agreement">
      <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)}>
        {AuthCopy.agreementPrefix}
      </Checkbox>
      <a href={AGREEMENT_PAGES.service.src} onClick={open('service')}>
        {AuthCopy.userAgreement}
      </a>
      {AuthCopy.and}
      <a href={AGREEMENT_PAGES.privacy.src} onClick={open('privacy')}>
        {AuthCopy.privacyPolicy}
      </a>
      <AgreementDialog page={page} onClose={() => setPage(null)} />
    </div>
  );
}
