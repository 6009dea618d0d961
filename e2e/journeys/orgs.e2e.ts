/**
 * Organisations in Chromium (issue 14): an engineer registers and creates an organisation, invites a colleague by
 * e-mail through a real SMTP server, the colleague registers with that address, opens the mail's link and
 * accepts; the owner raises the colleague to admin, and the colleague's screens follow the permissions.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseUserMenuItem,
  hasText,
  hidden,
  mailMatch,
  startSmtp,
  userMenuTrigger,
  viewShot,
  visible,
} from '../src/accounts-support.ts';
import { hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { registerByMail } from '../src/register.ts';
import { type RunningServer, startServer } from '../src/server.ts';

const INVITE_LINK = /(https?:\/\/\S+\/user\?tab=org&invite=[A-Za-z0-9_-]{43})/;
const PASSWORD = 'Jianku@2024';
const OWNER = 'zhou.gong@jianku-org-e2e.com';
const COLLEAGUE = 'wu.gong@jianku-org-e2e.com';
const ORG_NAME = '苏州精工传动有限公司';

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let browser: Browser;

describe.skipIf(!hasBrowser)('organisation journeys', () => {
  let owner: { context: BrowserContext; page: Page };
  let colleague: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
    });
    browser = await launchBrowser();
    owner = await newPage(browser);
    colleague = await newPage(browser);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') {
      const name = ctx.task.name.slice(0, 40).replace(/[^\w-]+/g, '_');
      await shot(owner.page, `orgs-failed-owner-${name}`).catch(() => {});
      await shot(colleague.page, `orgs-failed-colleague-${name}`).catch(() => {});
    }
  });
  afterAll(async () => {
    await owner?.context.close();
    await colleague?.context.close();
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('an engineer creates an organisation from the user menu and becomes its owner', async () => {
    const { page } = owner;
    await registerByMail(page, { url: server.url, smtp, password: PASSWORD }, OWNER, '周工');
    const tab = page.locator('.jk-org');
    await chooseUserMenuItem(page, '创建企业', tab.getByLabel('企业名称'));
    await page.waitForURL(/\/user\?tab=org$/);
    await tab.getByLabel('企业名称').fill(ORG_NAME);
    await tab.getByLabel('统一社会信用代码').fill('91350100M000100Y44');
    await tab.getByRole('button', { name: '创建企业' }).click();
    await visible(tab.getByText('统一社会信用代码校验位不正确，请核对'));
    await tab.getByLabel('统一社会信用代码').fill('91350100m000100y43');
    await tab.getByRole('button', { name: '创建企业' }).click();
    await visible(tab.getByRole('heading', { name: ORG_NAME }));
    await hasText(tab.locator('.jk-org-head'), '我的角色：所有者');
    await hasText(tab.locator('.jk-org-members'), '周工');
    await visible(tab.getByRole('heading', { name: '邀请成员' }));
    // the header's second line is the organisation now, and 我的企业 replaces 创建企业
    await (await userMenuTrigger(page)).hover();
    await hasText(page.locator('.jk-user-menu'), ORG_NAME);
    await visible(page.getByRole('menuitem', { name: '我的企业' }));
    await page.mouse.move(10, 600);
    await viewShot(page, 'orgs-created');
  });

  it('the owner invites a colleague by e-mail; the colleague registers, opens the link and joins as editor', async () => {
    const tab = owner.page.locator('.jk-org');
    await tab.getByLabel('手机号或邮箱').fill(COLLEAGUE);
    await tab.locator('.jk-org-invite-form .ant-select').click();
    await owner.page.locator('.ant-select-dropdown:visible').getByText('编辑者', { exact: true }).click();
    await tab.getByRole('button', { name: '发送邀请' }).click();
    await visible(owner.page.getByText('邀请已发送'));
    await hasText(tab.locator('.jk-org-invite .ant-table'), COLLEAGUE);
    const link = await mailMatch(smtp, COLLEAGUE, INVITE_LINK, 1);
    const mail = smtp.mails.find((m) => m.to.includes(COLLEAGUE));
    expect(mail?.text).toContain(`周工 邀请您以“编辑者”身份加入企业“${ORG_NAME}”`);
    expect(link.startsWith(server.url)).toBe(true);

    const { page } = colleague;
    await registerByMail(page, { url: server.url, smtp, password: PASSWORD }, COLLEAGUE, '吴工');
    await page.goto(link);
    const card = page.locator('.jk-org-invite-card');
    await hasText(card, `周工 邀请您以“编辑者”身份加入企业“${ORG_NAME}”`);
    await viewShot(page, 'orgs-invitation');
    await card.getByRole('button', { name: '接受邀请' }).click();
    const joined = page.locator('.jk-org');
    await visible(joined.getByRole('heading', { name: ORG_NAME }));
    await hidden(card);
    await hasText(joined.locator('.jk-org-head'), '我的角色：编辑者');
    // an editor manages no members: no invitation form, no role selects, no 移除
    await hasText(joined.locator('.jk-org-members'), '周工');
    expect(await joined.getByRole('heading', { name: '邀请成员' }).count()).toBe(0);
    expect(await joined.locator('.jk-org-members .ant-select').count()).toBe(0);
    expect(await joined.getByRole('button', { name: '移除' }).count()).toBe(0);
  });

  it('SPEC-6.07 the owner makes the colleague an admin; the colleague’s screen then offers the invitation form', async () => {
    const { page } = owner;
    await page.reload();
    const members = page.locator('.jk-org-members');
    await hasText(members, '吴工');
    await page.getByRole('combobox', { name: '角色：吴工' }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('管理员', { exact: true }).click();
    await visible(page.getByText('角色已变更'));
    await viewShot(page, 'orgs-members-owner');

    const other = colleague.page;
    await other.reload();
    const tab = other.locator('.jk-org');
    await hasText(tab.locator('.jk-org-head'), '我的角色：管理员');
    await visible(tab.getByRole('heading', { name: '邀请成员' }));
    await hasText(tab.locator('.jk-org-invite'), '待接受的邀请');
    // an admin acts on members below owner only: the owner's row keeps its tag and offers no 移除
    await hasText(tab.locator('.jk-org-members'), '所有者');
    expect(await tab.locator('.jk-org-members .ant-select').count()).toBe(0);
    expect(await tab.getByRole('button', { name: '移除' }).count()).toBe(0);
    await viewShot(other, 'orgs-members-admin');
    // the enterprise-library switch (orgId above 1, business scope 1,2) shows on the parts pages
    await other.goto(`${server.url}/part`);
    await (await userMenuTrigger(other)).hover();
    await visible(other.getByRole('menuitem', { name: '切换到企业库' }));
  });

  it('an item page’s star puts the item in 我的收藏; its visit shows in 最近浏览', async () => {
    const { page } = colleague;
    const res = await fetch(`${server.url}/to/api/catalog/featured?kind=1&limit=1`);
    const [item] = ((await res.json()) as { data: { id: number; model: string }[] }).data;
    if (!item) throw new Error('no featured part');
    await page.goto(`${server.url}/part/detail/${item.id}`);
    const star = page.locator('.jk-favourite-star');
    await hasText(star, '收藏');
    await star.click();
    await hasText(star, '已收藏');
    await page.goto(`${server.url}/user?tab=items`);
    const lists = page.locator('.jk-user-center');
    await visible(lists.getByRole('link', { name: item.model }));
    await viewShot(page, 'orgs-favourites');
    await lists.getByRole('tab', { name: '最近浏览' }).click();
    // the recent pane by its name (the app's tab bar of open pages has its own tab panels)
    await visible(lists.getByRole('tabpanel', { name: '最近浏览' }).getByRole('link', { name: item.model }));
  });
});
