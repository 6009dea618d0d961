import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { SERVICE_HOURS } from '@jianku/rules';
import type { ReactNode } from 'react';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import './contact-panel.css';

export type ContactPanelMode = 'simple' | 'full';

interface Row {
  key: string;
  icon: ReactNode;
  label: string;
  value: ReactNode;
}

/**
 * The contact-us panel (spec §1, §2): simple mode shows the hotline, e-mail and service hours; full mode
 * adds the company address and the public-account QR code. Values come from the runtime config.
 */
export function ContactPanel({ mode = 'simple' }: { mode?: ContactPanelMode }) {
  const { contact } = getRuntimeConfig();
  const rows: Row[] = [];
  if (contact.hotline) {
    rows.push({
      key: 'hotline',
      icon: <PhoneOutlined />,
      label: '服务热线',
      value: <a href={`tel:${contact.hotline.replace(/[^\d+]/g, '')}`}>{contact.hotline}</a>,
    });
  }
  if (contact.email) {
    rows.push({
      key: 'email',
      icon: <MailOutlined />,
      label: '联系邮箱',
      value: <a href={`mailto:${contact.email}`}>{contact.email}</a>,
    });
  }
  rows.push({
    key: 'hours',
    icon: <ClockCircleOutlined />,
    label: '服务时间',
    value: contact.serviceHours || SERVICE_HOURS,
  });
  if (mode === 'full' && contact.address) {
    rows.push({ key: 'address', icon: <EnvironmentOutlined />, label: '公司地址', value: contact.address });
  }

  return (
    <div className={`jk-contact jk-contact--${mode}`} data-mode={mode}>
      <dl className="jk-contact-list">
        {rows.map((row) => (
          <div key={row.key} className="jk-contact-row">
            <dt>
              <span className="jk-contact-icon">{row.icon}</span>
              {row.label}
            </dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {mode === 'full' && contact.qrCodeUrl && (
        <figure className="jk-contact-qr">
          <img src={contact.qrCodeUrl} alt="公众号二维码" width={120} height={120} />
          <figcaption>扫码关注公众号</figcaption>
        </figure>
      )}
    </div>
  );
}
