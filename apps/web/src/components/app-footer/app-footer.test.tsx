import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../app/testing/render-app.tsx';
import { AppFooter } from './app-footer.tsx';
import { FILING_URL, filingFor } from './filing.ts';

const filing = { com: '京ICP备00000001号-1', cn: '京ICP备00000001号-2' };

describe('footer', () => {
  afterEach(() => {
    cleanup();
    setRuntimeConfig(undefined);
  });

  it('SPEC-1.08 filing number: .com → FILING_COM, .cn → FILING_CN, other hosts or empty → none', () => {
    expect(filingFor('www.jianku.com', { privateDeploy: false, filing })).toBe(filing.com);
    expect(filingFor('WWW.JIANKU.CN', { privateDeploy: false, filing })).toBe(filing.cn);
    expect(filingFor('open.jianku.com.', { privateDeploy: false, filing })).toBe(filing.com);
    expect(filingFor('localhost', { privateDeploy: false, filing })).toBeNull();
    expect(filingFor('jianku.com.hk', { privateDeploy: false, filing })).toBeNull();
    expect(filingFor('jianku.cn', { privateDeploy: false, filing: { com: 'x', cn: '' } })).toBeNull();
  });

  it('SPEC-1.08 SPEC-1.09 a private deployment shows no filing number', () => {
    expect(filingFor('www.jianku.com', { privateDeploy: true, filing })).toBeNull();
    setRuntimeConfig({ privateDeploy: true, filing, companyName: '某某科技有限公司' });
    render(<AppFooter hostname="www.jianku.com" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/某某科技有限公司 版权所有/)).toBeInTheDocument();
  });

  it('SPEC-1.08 shows © {year} {companyName} 版权所有 and the filing link to beian.miit.gov.cn', () => {
    setRuntimeConfig({ filing, companyName: '某某科技有限公司' });
    render(<AppFooter hostname="www.jianku.cn" />);
    expect(screen.getByText(`© ${new Date().getFullYear()} 某某科技有限公司 版权所有`)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: filing.cn });
    expect(link).toHaveAttribute('href', FILING_URL);
    expect(FILING_URL).toContain('beian.miit.gov.cn');
    cleanup();
    render(<AppFooter hostname="192.168.1.10" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
