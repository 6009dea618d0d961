/**
 * The consultation feedback dialog in jsdom, opened by the floating 咨询 button in the app's providers, against a real
 * HTTP server standing in for the API (lib/test-support): the spec's validation messages, the image rules
 * (nothing sent for a refused file), the post and 已提交.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/testing/render-app.tsx';
import { setUpSignedInApp } from '../../app/testing/signed-in-app.ts';
import { setTokens } from '../../lib/auth-storage.ts';
import { sendEnvelope, type TestServer } from '../../lib/test-support/test-server.ts';
import { useAppStore } from '../../stores/app.store.ts';
import { loadUser } from '../auth/session/session-loader.ts';
import { FeedbackLauncher } from './components/feedback-launcher.tsx';

let server: TestServer;
let uploads = 0;

const user = {
  id: 7,
  avatar: '',
  nickname: '钱工',
  username: 'qian@jianku.com',
  orgName: '',
  email: 'qian@jianku.com',
  mobile: null,
  orgId: 1,
  orgEnable: false,
  businessScope: '',
};

const app = setUpSignedInApp({ user: () => user, path: '/about' });
beforeEach(() => {
  server = app.server();
  uploads = 0;
  server.route('POST', '/to/api/base/file/upload', (_req, res) => {
    uploads += 1;
    sendEnvelope(res, { id: String(100 + uploads), name: 'x.png' });
  });
  server.route('POST', '/to/api/operation/behavior/message/to/platform/create', (req, res) =>
    sendEnvelope(res, { id: 1, ...JSON.parse(req.body) }),
  );
});

const ROUTES = [{ path: '/', element: <FeedbackLauncher /> }];

const png = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function openDialog() {
  setTokens({ accessToken: 'AT', refreshToken: 'RT' });
  await loadUser();
  renderApp('/', ROUTES);
  await userEvent.click(await screen.findByRole('button', { name: '咨询反馈' }));
  const dialog = (await screen.findByRole('dialog')) as HTMLElement;
  return within(dialog);
}

function imageInput(): HTMLInputElement {
  return document.querySelector('.jk-feedback-dialog input[type=file]') as HTMLInputElement;
}

describe('the consultation feedback dialog', () => {
  it('SPEC-4.53 a visitor gets the login dialog instead', async () => {
    renderApp('/', ROUTES);
    await userEvent.click(await screen.findByRole('button', { name: '咨询反馈' }));
    expect(useAppStore.getState().showLogin).toBe(true);
    expect(document.querySelector('.jk-feedback-dialog')).toBeNull();
  });

  it('SPEC-2.56 SPEC-9.29 is titled 咨询反馈 and 800px wide', async () => {
    const dialog = await openDialog();
    expect(dialog.getByText('咨询反馈')).toBeInTheDocument();
    const modal = document.querySelector('.jk-feedback-dialog') as HTMLElement;
    expect(modal.style.width).toBe('800px');
  });

  it('SPEC-5.25 SPEC-5.26 an empty form: 请选择反馈类型 and 请输入留言信息; nothing is sent', async () => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('请选择反馈类型')).toBeInTheDocument();
    expect(dialog.getByText('请输入留言信息')).toBeInTheDocument();
    expect(server.hits('/to/api/operation/behavior/message/to/platform/create')).toHaveLength(0);
  });

  it('SPEC-5.26 SPEC-9.45 a 501-character message is refused (the counter shows 501 / 500)', async () => {
    const dialog = await openDialog();
    fireEvent.change(dialog.getByLabelText('留言信息'), { target: { value: '字'.repeat(501) } });
    expect(await dialog.findByText('留言信息最多500个字符')).toBeInTheDocument();
    expect(dialog.getByText('501 / 500')).toBeInTheDocument();
  });

  it('SPEC-5.27 SPEC-5.28 phone and e-mail are checked on blur', async () => {
    const dialog = await openDialog();
    const mobile = dialog.getByLabelText('手机号');
    const email = dialog.getByLabelText('邮箱');
    // Order, not a pause: the phone is changed (not left) before the e-mail is changed and left; once the
    // e-mail's message shows, a check run on change would have shown the phone's message too.
    fireEvent.change(mobile, { target: { value: '12345' } });
    fireEvent.change(email, { target: { value: '<script>@x' } });
    fireEvent.blur(email);
    expect(await dialog.findByText('邮箱格式错误')).toBeInTheDocument();
    expect(dialog.queryByText('请输入正确手机号')).toBeNull();
    fireEvent.blur(mobile);
    expect(await dialog.findByText('请输入正确手机号')).toBeInTheDocument();
  });

  it('SPEC-5.30 SPEC-5.31 SPEC-9.44 SPEC-8.25 SPEC-8.26 SPEC-8.27 an image over 5 MB, a name with a comma or a fourth image is refused with an error toast and never uploaded', async () => {
    await openDialog();
    await userEvent.upload(imageInput(), png('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('请上传大小在5M以内的图片')).toBeInTheDocument();
    await userEvent.upload(imageInput(), png('a,b.png', 100));
    expect(await screen.findByText('文件名不允许包含逗号，请修改后重新上传')).toBeInTheDocument();
    expect(uploads).toBe(0);
    await userEvent.upload(imageInput(), [
      png('1.png', 10),
      png('2.png', 10),
      png('3.png', 10),
      png('4.png', 10),
    ]);
    expect(await screen.findByText('最多上传3张图片')).toBeInTheDocument();
    await waitFor(() => expect(uploads).toBe(3));
  });

  it('SPEC-9.48 an uploaded image previews in the image viewer: zoom 1.2 a step, scale 0.2 to 7, rotate 90°', async () => {
    await openDialog();
    await userEvent.upload(imageInput(), png('a.png', 10));
    await waitFor(() => expect(uploads).toBe(1));
    const eye = await waitFor(() => {
      const link = document.querySelector<HTMLElement>('.jk-feedback-dialog .ant-upload-list-item-actions a');
      if (!link) throw new Error('no preview action yet');
      return link;
    });
    fireEvent.click(eye);
    const img = await waitFor(() => {
      const shown = document.querySelector<HTMLImageElement>('.ant-image-preview-img');
      if (!shown) throw new Error('no viewer');
      return shown;
    });
    expect(img.getAttribute('src')).toBe('/to/api/base/file/content/get/101');
    const action = (name: string) =>
      document.querySelector<HTMLElement>(`.ant-image-preview-actions-action-${name}`) as HTMLElement;
    fireEvent.click(action('zoomIn'));
    await waitFor(() => expect(img.style.transform).toContain('scale3d(1.2, 1.2, 1)'));
    fireEvent.click(action('rotateRight'));
    await waitFor(() => expect(img.style.transform).toContain('rotate(90deg)'));
    // the viewer applies a step per animation frame: step and wait for it, until the limit; a step more stays
    // there (checked after a rotation clicked behind it has been applied: the steps are applied in order)
    const rotation = () => /rotate\((-?\d+)deg\)/.exec(img.style.transform)?.[1];
    const stepUntil = async (name: string, target: string) => {
      for (let i = 0; i < 40 && !img.style.transform.includes(target); i++) {
        const before = img.style.transform;
        fireEvent.click(action(name));
        await waitFor(() => expect(img.style.transform).not.toBe(before));
      }
      expect(img.style.transform).toContain(target);
      const turned = rotation();
      fireEvent.click(action(name));
      fireEvent.click(action('rotateRight'));
      await waitFor(() => expect(rotation()).not.toBe(turned));
      expect(img.style.transform).toContain(target);
    };
    await stepUntil('zoomOut', 'scale3d(0.2, 0.2, 1)');
    await stepUntil('zoomIn', 'scale3d(7, 7, 1)');
  });

  it('SPEC-8.24 SPEC-4.53 SPEC-3.52 SPEC-3.53 SPEC-3.54 SPEC-7.31 a valid form with an image is posted (type, mobile, email, orgName, message, ids joined, userId) and says 已提交', async () => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByLabelText('问题反馈'));
    fireEvent.change(dialog.getByLabelText('留言信息'), { target: { value: '<b>加粗</b>找不到 0.1uF' } });
    await userEvent.upload(imageInput(), [png('a.png', 10), png('b.jpg', 10)]);
    await waitFor(() => expect(uploads).toBe(2));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已提交')).toBeInTheDocument();
    const hits = server.hits('/to/api/operation/behavior/message/to/platform/create');
    expect(hits).toHaveLength(1);
    expect(JSON.parse(hits[0]?.body ?? '{}')).toEqual({
      type: 3,
      message: '<b>加粗</b>找不到 0.1uF',
      mobile: '',
      email: 'qian@jianku.com',
      orgName: '',
      images: '101,102',
      userId: 7,
    });
  });
});
