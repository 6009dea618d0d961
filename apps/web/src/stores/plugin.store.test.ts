import { beforeEach, describe, expect, it } from 'vitest';
import { getCompanyId } from '../lib/auth-storage.ts';
import { clearCookies, setPageUrl } from '../lib/test-support/test-server.ts';
import { THEME_KEY, useAppStore } from './app.store.ts';
import { applyLaunchQuery, PLUGIN_LAUNCH_KEY, usePluginStore } from './plugin.store.ts';

function plugin() {
  const { softwareType, softwareName, fileType, pluginVersion, wechatOrigin, showSequence, companyId } =
    usePluginStore.getState();
  return { softwareType, softwareName, fileType, pluginVersion, wechatOrigin, showSequence, companyId };
}

beforeEach(() => {
  setPageUrl('http://www.jianku.com/plugin/component');
  window.__JIANKU_CONFIG__ = { companyDomain: 'jianku.com' };
  clearCookies();
  sessionStorage.clear();
  localStorage.clear();
  usePluginStore.getState().reset();
  useAppStore.getState().reset();
});

const launch = (query: string) => new URLSearchParams(query);

describe('plugin launch (spec §2 plugin launch, §4 plugin mode, §5)', () => {
  it('SPEC-2.33 SPEC-3.06 SPEC-3.07 SPEC-3.08 SPEC-3.10 SPEC-3.11 SPEC-4.17 a valid launch query enters plugin mode', () => {
    const inPlugin = applyLaunchQuery(
      launch(
        'swType=EDA&swName=Cadence&fType=footprint&showSequence=1&theme=dark&wechatOrigin=https%3A%2F%2Fwww.jianku.com&_companyId=88&pluginVersion=2.3.1',
      ),
      '/plugin/component',
    );
    expect(inPlugin).toBe(true);
    expect(plugin()).toEqual({
      softwareType: 'EDA',
      softwareName: 'Cadence',
      fileType: 'footprint',
      pluginVersion: '2.3.1',
      wechatOrigin: 'https://www.jianku.com',
      showSequence: '1',
      companyId: '88',
    });
    expect(useAppStore.getState()).toMatchObject({ isPlugin: true, channel: 206, isDark: true });
    expect(getCompanyId()).toBe('88');
    expect(JSON.parse(sessionStorage.getItem(PLUGIN_LAUNCH_KEY) ?? '{}')).toMatchObject({
      softwareName: 'Cadence',
    });
  });

  it('SPEC-3.20 SPEC-3.16 SPEC-3.17 the channel is resolved from software name and file type', () => {
    const cases: Array<[string, number | null]> = [
      ['swType=EDA&swName=Cadence&fType=symbol', 201],
      ['swType=EDA&swName=Cadence&fType=footprint', 206],
      ['swType=EDA&swName=Cadence&fType=symbol|footprint', 201],
      ['swType=CAD&swName=SW&fType=3DModel', 106],
      ['swType=CAD&swName=CATIA', 107],
      ['swType=EDA&swName=KICAD&fType=symbol', null],
    ];
    for (const [query, channel] of cases) {
      applyLaunchQuery(launch(query), '/plugin/part');
      expect([query, useAppStore.getState().channel]).toEqual([query, channel]);
    }
  });

  it('SPEC-2.33 an explicit channel parameter is used as given', () => {
    applyLaunchQuery(launch('swType=CAD&swName=SW&channel=110'), '/plugin/part');
    expect(useAppStore.getState().channel).toBe(110);
  });

  it('SPEC-5.14 swType other than EDA or CAD: the query is ignored', () => {
    expect(applyLaunchQuery(launch('swType=eda&swName=Cadence&theme=dark'), '/part')).toBe(false);
    expect(plugin().softwareType).toBe('');
    expect(useAppStore.getState()).toMatchObject({ isPlugin: false, isDark: false, channel: null });
    expect(sessionStorage.getItem(PLUGIN_LAUNCH_KEY)).toBeNull();
  });

  it('SPEC-5.14 SPEC-3.12 SPEC-3.13 unknown software names and file types, and foreign wechatOrigins, are left empty', () => {
    applyLaunchQuery(
      launch('swType=CAD&swName=AutoCAD&fType=dwg&wechatOrigin=https%3A%2F%2Fevil.example%2F%3Fjianku.com'),
      '/plugin/part',
    );
    expect(plugin()).toMatchObject({ softwareType: 'CAD', softwareName: '', fileType: '', wechatOrigin: '' });
    expect(useAppStore.getState().isPlugin).toBe(true);
  });

  it('SPEC-4.17 SPEC-3.32 without a query, the launch is restored from sessionStorage on a /plugin path', () => {
    applyLaunchQuery(launch('swType=EDA&swName=PADS&fType=symbol&theme=light'), '/plugin/component');
    usePluginStore.setState({ softwareType: '', softwareName: '', fileType: '' });
    useAppStore.setState({ isPlugin: false, channel: null });
    expect(applyLaunchQuery(launch(''), '/plugin/component/search')).toBe(true);
    expect(plugin()).toMatchObject({ softwareType: 'EDA', softwareName: 'PADS', fileType: 'symbol' });
    expect(useAppStore.getState()).toMatchObject({ isPlugin: true, channel: 207 });
  });

  it('SPEC-4.17 nothing is restored on a path without /plugin', () => {
    applyLaunchQuery(launch('swType=EDA&swName=PADS&fType=symbol'), '/plugin/component');
    usePluginStore.setState({ softwareType: '' });
    useAppStore.setState({ isPlugin: false });
    expect(applyLaunchQuery(launch(''), '/component/search')).toBe(false);
    expect(plugin().softwareType).toBe('');
  });

  it('SPEC-2.19 a /plugin path is plugin mode even with nothing stored', () => {
    expect(applyLaunchQuery(launch(''), '/plugin')).toBe(true);
    expect(useAppStore.getState().isPlugin).toBe(true);
  });

  it('SPEC-4.17 a tampered stored launch is checked again', () => {
    sessionStorage.setItem(
      PLUGIN_LAUNCH_KEY,
      JSON.stringify({
        softwareType: 'CAD',
        softwareName: '<script>',
        fileType: 'symbol',
        wechatOrigin: 'https://evil.example',
      }),
    );
    applyLaunchQuery(launch(''), '/plugin/part');
    expect(plugin()).toMatchObject({ softwareType: 'CAD', softwareName: '', wechatOrigin: '' });
  });

  it('SPEC-4.18 SPEC-3.35 the launch theme is stored', () => {
    applyLaunchQuery(launch('swType=CAD&swName=NX&theme=dark'), '/plugin/part');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });
});
