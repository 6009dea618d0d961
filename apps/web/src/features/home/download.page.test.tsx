import type { PluginDownload } from '@jianku/rules/eda-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpPageServer } from '../../app/testing/page-server.ts';
import { renderApp } from '../../app/testing/render-app.tsx';
import { sendEnvelope } from '../../lib/test-support/test-server.ts';

// /download (issue 12): real downloads with version, size and SHA-256 from GET /to/api/eda/downloads, and the
// STEP instructions of the CAD programs; no more 联系我们获取插件.

const server = setUpPageServer();
const PLUGIN: PluginDownload = {
  key: 'kicad-plugin',
  title: 'KiCad 插件（插件和内容管理器安装包）',
  fileName: 'jianku-kicad-plugin-1.0.0.zip',
  version: '1.0.0',
  size: 4311,
  sha256: 'a'.repeat(64),
  url: '/to/api/eda/downloads/kicad-plugin',
};
const HTTPLIB: PluginDownload = {
  key: 'kicad-httplib',
  title: 'KiCad HTTP 库文件',
  fileName: 'jianku.kicad_httplib',
  version: '1.0',
  size: 352,
  sha256: 'b'.repeat(64),
  url: '/to/api/kicad/jianku.kicad_httplib',
};

describe('/download', () => {
  it('SPEC-2.02 the KiCad plugin and the HTTP library file download with version, size and SHA-256', {
    timeout: 90_000,
  }, async () => {
    server.route('GET', '/to/api/eda/downloads', (_req, res) =>
      sendEnvelope(res, { list: [PLUGIN, HTTPLIB] }),
    );
    renderApp('/download');
    // the first visit loads the page's chunk and antd's Descriptions: slow on a loaded machine
    const card = (await screen.findByText(PLUGIN.title, {}, { timeout: 45_000 })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(card).getByText('1.0.0')).toBeInTheDocument();
    expect(within(card).getByText('4.2 KB（4311 字节）')).toBeInTheDocument();
    expect(within(card).getByText(PLUGIN.sha256)).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: /下载/ });
    expect(link.getAttribute('href')).toBe(PLUGIN.url);
    expect(link.getAttribute('download')).toBe(PLUGIN.fileName);
    expect(within(card).getByText(/插件和内容管理器 → 从文件安装/)).toBeInTheDocument();

    const lib = (await screen.findByText(HTTPLIB.title)).closest('.ant-card') as HTMLElement;
    expect(within(lib).getByText('352 B（352 字节）')).toBeInTheDocument();
    expect(within(lib).getByRole('link', { name: /下载/ }).getAttribute('href')).toBe(HTTPLIB.url);
    expect(screen.queryByText('联系我们获取插件')).toBeNull();
  });

  it('the CAD programs each say how to open the STEP models, with their plugin launch', {
    timeout: 90_000,
  }, async () => {
    server.route('GET', '/to/api/eda/downloads', (_req, res) =>
      sendEnvelope(res, { list: [PLUGIN, HTTPLIB] }),
    );
    renderApp('/download');
    for (const [name, swName] of [
      ['SolidWorks', 'SW'],
      ['Creo Parametric', 'CREO'],
      ['Siemens NX', 'NX'],
      ['CAXA 3D 实体设计', 'CAXA'],
    ]) {
      const card = (
        await screen.findByText(`${name}：打开 STEP`, { selector: '.ant-card-head-title' })
      ).closest('.ant-card') as HTMLElement;
      expect(within(card).getAllByText(/STEP/, { selector: 'li' }).length).toBeGreaterThan(0);
      expect(within(card).getByText(`/plugin?swType=CAD&swName=${swName}&fType=3DModel`)).toBeInTheDocument();
    }
  });

  it('each program says which files we write: KiCad its own formats; Cadence, PADS and Altium no native format', {
    timeout: 90_000,
  }, async () => {
    server.route('GET', '/to/api/eda/downloads', (_req, res) =>
      sendEnvelope(res, { list: [PLUGIN, HTTPLIB] }),
    );
    renderApp('/download');
    const row = async (name: string) =>
      (await screen.findByText(name, { selector: 'strong' }, { timeout: 45_000 })).closest(
        'tr',
      ) as HTMLElement;
    expect(within(await row('KiCad')).getByText(/\.kicad_sym、封装 \.kicad_mod/)).toBeInTheDocument();
    for (const name of ['Cadence OrCAD / Allegro', 'PADS', 'Altium Designer']) {
      const cells = within(await row(name)).getByText(/暂不提供该软件的原生库格式/);
      expect(cells.textContent).toContain('KiCad 格式文件');
      expect(cells.textContent).not.toMatch(/\.(dra|psm|olb|pcblib|schlib|intlib|d|p)\b/i);
    }
    expect(within(await row('SolidWorks')).getByText(/STEP AP214/)).toBeInTheDocument();
  });
});
