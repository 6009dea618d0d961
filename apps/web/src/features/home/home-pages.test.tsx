import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routeEmptyCatalogue, setUpPageServer } from '../../app/testing/page-server.ts';
import { renderApp, setRuntimeConfig } from '../../app/testing/render-app.tsx';
import { useAppStore } from '../../stores/app.store.ts';

const contact = {
  hotline: '400-800-1234',
  email: 'service@jianku.example',
  serviceHours: '',
  address: '北京市海淀区中关村大街1号',
  qrCodeUrl: '/static/qr.png',
};

const server = setUpPageServer();

describe('home layout pages', () => {
  beforeEach(() => {
    setRuntimeConfig({ contact });
    routeEmptyCatalogue(server);
  });

  it('SPEC-1.01 SPEC-2.01 home: the three libraries as entry cards with what each covers', async () => {
    renderApp('/');
    expect(await screen.findByText('三大资源库')).toBeInTheDocument();
    const cards = document.querySelectorAll<HTMLAnchorElement>('a.jk-library-card');
    expect([...cards].map((a) => a.getAttribute('href'))).toEqual(['/part', '/component', '/mat']);
    expect(screen.getByText('紧固件、轴承、销、键、密封件等国家标准件')).toBeInTheDocument();
    expect(screen.getByText('电阻、电容、电感、二极管、晶体管、稳压器、MCU、连接器')).toBeInTheDocument();
    expect(
      screen.getByText('碳钢与合金钢、不锈钢、铸铁、铝合金、铜合金、钛合金、工程塑料'),
    ).toBeInTheDocument();
    expect(screen.getByText(/0\.1uF、100nF、100000pF 是同一个值/)).toBeInTheDocument();
    for (const name of ['SolidWorks', '中望 ZW3D', 'KiCad', 'Altium Designer']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
  });

  it('SPEC-1.09 ignorePart and ignoreComponent hide their library cards', async () => {
    setRuntimeConfig({ contact, ignorePart: true, ignoreComponent: true });
    renderApp('/home');
    await screen.findByText('三大资源库');
    const cards = document.querySelectorAll<HTMLAnchorElement>('a.jk-library-card');
    expect([...cards].map((a) => a.getAttribute('href'))).toEqual(['/mat']);
  });

  it('SPEC-1.09 ignoreHome sends / to the first library; an ignored library sends its pages to /', async () => {
    setRuntimeConfig({ contact, ignoreHome: true, ignorePart: true });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: '元器件库' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/component');
    await router.navigate('/part');
    expect(await screen.findByRole('heading', { level: 1, name: '元器件库' })).toBeInTheDocument();
  });

  it('SPEC-1.06 SPEC-2.02 /about shows the contact panel in full mode', async () => {
    renderApp('/about');
    const hours = await screen.findByText('周一至周五 8:30-18:00');
    const panel = hours.closest<HTMLElement>('.jk-contact')!;
    expect(panel.dataset.mode).toBe('full');
    expect(within(panel).getByText('北京市海淀区中关村大街1号')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: '公众号二维码' })).toBeInTheDocument();
  });

  it('SPEC-1.06 SPEC-2.02 /brand-entry: benefits, steps and the onboarding contact', async () => {
    renderApp('/brand-entry');
    expect(await screen.findByText('入驻流程')).toBeInTheDocument();
    expect(screen.getByText('品牌主页')).toBeInTheDocument();
    expect(screen.getByText('400-800-1234')).toBeInTheDocument();
  });

  it('the floating 咨询反馈 button asks a visitor to log in first (spec §4 Feedback)', async () => {
    renderApp('/part');
    await screen.findByRole('heading', { level: 1, name: '零部件库' });
    expect(useAppStore.getState().showLogin).toBe(false);
    // the floating button is loaded once the page is idle (issue 17): wait for it
    await userEvent.click(await screen.findByRole('button', { name: '咨询反馈' }, { timeout: 5000 }));
    expect(useAppStore.getState().showLogin).toBe(true);
  });

  it('/about offers the feedback form; a visitor is asked to log in first', async () => {
    renderApp('/about');
    await userEvent.click(await screen.findByRole('button', { name: '登录后在线留言' }));
    expect(useAppStore.getState().showLogin).toBe(true);
  });

  it('/brand-entry offers the application form; a visitor is asked to log in first', async () => {
    renderApp('/brand-entry');
    await userEvent.click(await screen.findByRole('button', { name: '登录后提交入驻申请' }));
    expect(useAppStore.getState().showLogin).toBe(true);
  });
});
