import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../app/testing/render-app.tsx';
import { ContactPanel } from './contact-panel.tsx';

const contact = {
  hotline: '400-800-1234',
  email: 'service@jianku.example',
  serviceHours: '',
  address: '北京市海淀区中关村大街1号',
  qrCodeUrl: '/static/qr.png',
};

describe('contact panel', () => {
  beforeEach(() => setRuntimeConfig({ contact }));
  afterEach(() => {
    cleanup();
    setRuntimeConfig(undefined);
  });

  it('SPEC-1.07 SPEC-2.66 SPEC-9.55 simple mode: hotline, e-mail and service hours from the runtime config', () => {
    render(<ContactPanel mode="simple" />);
    expect(screen.getByRole('link', { name: '400-800-1234' })).toHaveAttribute('href', 'tel:4008001234');
    expect(screen.getByRole('link', { name: 'service@jianku.example' })).toHaveAttribute(
      'href',
      'mailto:service@jianku.example',
    );
    expect(screen.getByText('周一至周五 8:30-18:00')).toBeInTheDocument();
    expect(screen.queryByText('北京市海淀区中关村大街1号')).toBeNull();
    expect(screen.queryByRole('img', { name: '公众号二维码' })).toBeNull();
  });

  it('SPEC-1.07 SPEC-2.66 full mode adds the address and the public-account QR code', () => {
    render(<ContactPanel mode="full" />);
    expect(screen.getByText('400-800-1234')).toBeInTheDocument();
    expect(screen.getByText('北京市海淀区中关村大街1号')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '公众号二维码' })).toHaveAttribute('src', '/static/qr.png');
  });

  it('SPEC-1.07 configured service hours win over the default; the panel holds no form', () => {
    setRuntimeConfig({ contact: { ...contact, serviceHours: '周一至周六 9:00-17:00' } });
    const { container } = render(<ContactPanel mode="full" />);
    expect(screen.getByText('周一至周六 9:00-17:00')).toBeInTheDocument();
    expect(container.querySelector('form, input, textarea')).toBeNull();
  });
});
