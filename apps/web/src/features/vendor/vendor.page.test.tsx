/**
 * The vendor page (/vendor/{key}, SPEC-2.18) in jsdom against a real HTTP server standing in for the API (strict:
 * its answers are checked against the real API's OpenAPI): its own layout (no library header or tab bar), the
 * organisation's logo and name, its sections and brand links, signed out; an unknown key's 404 in the same frame.
 */
import { ErrorCode, VendorMessage } from '@jianku/rules';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpPageServer } from '../../app/testing/page-server.ts';
import { renderApp } from '../../app/testing/render-app.tsx';
import { useTabTitleStore } from '../../components/tab-bar/use-tab-title.ts';
import { sendEnvelope, sendJson } from '../../lib/test-support/test-server.ts';

const server = setUpPageServer();

/** The page as the server answers it (the brands are the seeded catalogue's: SKF and NSK). */
const PAGE = {
  key: 'jckey',
  name: '杭州精测电子有限公司',
  logoUrl: '/to/api/vendor/page/jckey/logo',
  intro: '专注精密测量仪器与电子元器件代理。\n服务华东地区的研发与生产团队。',
  website: 'https://www.example.com',
  contact: '0571-88886666',
  brands: [
    { id: 1, nameZh: '斯凯孚', nameEn: 'SKF', library: 'part' },
    { id: 2, nameZh: '日本精工', nameEn: 'NSK', library: 'part' },
  ],
  updatedAt: '2026-11-26T08:00:00.000Z',
};

beforeEach(() => {
  useTabTitleStore.getState().reset();
});

describe('the vendor page (/vendor/:key)', () => {
  it('SPEC-2.18 /vendor/jckey signed out: its own layout with the logo and name, the sections, brand links, a footer back to 件库', async () => {
    server.route('GET', '/to/api/vendor/page/jckey', (_req, res) => sendEnvelope(res, PAGE));
    renderApp('/vendor/jckey');
    expect(await screen.findByRole('heading', { level: 1, name: PAGE.name })).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: `${PAGE.name} 标志` });
    expect(logo).toHaveAttribute('src', PAGE.logoUrl);
    // the introduction keeps its line break; the brands link to their public brand pages
    expect(screen.getByText(/专注精密测量仪器/).textContent).toBe(PAGE.intro);
    const brands = within(screen.getByRole('region', { name: '代理品牌' }));
    expect(brands.getByRole('link', { name: /斯凯孚\s*SKF/ })).toHaveAttribute(
      'href',
      '/part/brand-detail/1',
    );
    expect(brands.getByRole('link', { name: /日本精工\s*NSK/ })).toHaveAttribute(
      'href',
      '/part/brand-detail/2',
    );
    const contact = within(screen.getByRole('region', { name: '联系方式' }));
    expect(contact.getByText(PAGE.contact)).toBeInTheDocument();
    expect(contact.getByRole('link', { name: PAGE.website })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    // no library header, search box or tab bar; the footer leads back to 件库
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /登录/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: '返回件库首页' })[0]).toHaveAttribute('href', '/');
    // read signed out: no token, no permission calls
    expect(server.hits('/to/api/vendor/page/jckey')[0]?.headers.authorization).toBeUndefined();
    expect(document.title).toBe(`${PAGE.name} - 厂商主页 - 件库`);
  });

  it('SPEC-2.18 an unknown or unpublished key: 厂商主页不存在或未发布 in the same layout, no error dialog', async () => {
    server.route('GET', '/to/api/vendor/page/no-such', (_req, res) =>
      sendJson(res, { code: ErrorCode.notFound, msg: VendorMessage.notFound, data: null }, 404),
    );
    renderApp('/vendor/no-such');
    expect(await screen.findByText(VendorMessage.notFound)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '返回件库首页' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    // a 404 is not asked again
    expect(server.hits('/to/api/vendor/page/no-such')).toHaveLength(1);
  });
});
