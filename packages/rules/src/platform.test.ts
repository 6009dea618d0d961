import { describe, expect, it } from 'vitest';
import {
  CHANNEL_CODES,
  Channel,
  DEFAULT_PLATFORM,
  FILE_TYPES,
  HeaderType,
  type HeaderTypeValue,
  headerTypeFromPath,
  isChannelCode,
  isCompanyOrigin,
  isPlatformKey,
  LIBRARY_PATH_PREFIX,
  libraryFromPath,
  libraryTitleOf,
  PLATFORM_KEYS,
  PLATFORM_OPTIONS,
  PLATFORM_VALUE_OF_KEY,
  Platform,
  type PlatformKey,
  parsePluginLaunch,
  platformFromPath,
  platformNameOf,
  resolveChannel,
  SOFTWARE_NAMES,
} from './platform.ts';

describe('platforms and libraries (SPEC-3.15, SPEC-1.02, SPEC-2.21, SPEC-2.34, SPEC-2.36)', () => {
  it('SPEC-3.15 platform values: part 1, component 2, system 3, mat 4; default system', () => {
    expect([Platform.part, Platform.component, Platform.system, Platform.mat]).toEqual([1, 2, 3, 4]);
    expect(DEFAULT_PLATFORM).toBe(3);
  });

  it.each([
    ['management', '运营平台', 3],
    ['part', '零部件平台', 1],
    ['component', '元器件平台', 2],
    ['mat', '材料库平台', 4],
  ] as [PlatformKey, string, number][])('SPEC-1.02 SPEC-3.47 %s → %s (value %i)', (key, name, value) => {
    expect(platformNameOf(key)).toBe(name);
    expect(PLATFORM_VALUE_OF_KEY[key]).toBe(value);
    expect(PLATFORM_OPTIONS).toContainEqual({ val: key, label: name });
    expect(isPlatformKey(key)).toBe(true);
  });

  it('platform keys are exactly the four, in order; others are not keys', () => {
    expect(PLATFORM_KEYS).toEqual(['management', 'part', 'component', 'mat']);
    for (const other of ['system', 'Part', '', null, 1]) expect(isPlatformKey(other)).toBe(false);
  });

  const paths: [string, number, HeaderTypeValue, string | null][] = [
    ['/part', 1, 'Part', 'part'],
    ['/part/search', 1, 'Part', 'part'],
    ['/part/brand-detail/12?type=1', 1, 'Part', 'part'],
    ['/part?tab=category', 1, 'Part', 'part'],
    ['/component/similarity', 2, 'Component', 'component'],
    ['/component/search3D', 2, 'Component', 'component'],
    ['/mat', 4, 'Mat', 'mat'],
    ['/mat/search#x', 4, 'Mat', 'mat'],
    ['/partner', 3, 'Home', null],
    ['/materials', 3, 'Home', null],
    ['/', 3, 'Home', null],
    ['/home', 3, 'Home', null],
    ['/download', 3, 'Home', null],
    ['', 3, 'Home', null],
    ['/user/part', 3, 'Home', null],
  ];
  it.each(paths)(
    'SPEC-2.21 SPEC-2.34 path %j → platform %i, header %s, library %j',
    (path, value, header, lib) => {
      expect(platformFromPath(path)).toBe(value);
      expect(headerTypeFromPath(path)).toBe(header);
      expect(libraryFromPath(path)).toBe(lib);
    },
  );

  it('SPEC-2.03 library path prefixes', () => {
    expect(LIBRARY_PATH_PREFIX).toEqual({ part: '/part', component: '/component', mat: '/mat' });
  });

  it.each([
    [HeaderType.Part, '零部件库'],
    [HeaderType.Component, '元器件库'],
    [HeaderType.Mat, '材料库'],
    [HeaderType.Home, '资源库'],
  ])('SPEC-2.36 SPEC-2.34 header %s shows %s', (type, title) => {
    expect(libraryTitleOf(type)).toBe(title);
  });
});

describe('channels (SPEC-3.16..3.20)', () => {
  it('SPEC-3.16 SPEC-3.17 SPEC-3.18 SPEC-3.19 the channel codes, each once', () => {
    const expected = [
      100, 101, 102, 103, 105, 106, 107, 108, 109, 110, 200, 201, 202, 203, 204, 206, 207, 208, 209, 210, 211,
      212, 213, 214, 215, 216, 900, 901, 902, 903, 960,
    ];
    expect([...CHANNEL_CODES].sort((a, b) => a - b)).toEqual(expected);
    expect(isChannelCode(205)).toBe(false);
    expect(isChannelCode(104)).toBe(false);
    expect(isChannelCode('201')).toBe(false);
    expect(isChannelCode(201)).toBe(true);
  });

  const table: [string | null, string | null, number | null][] = [
    // SPEC-3.20 Cadence by file type
    ['Cadence', 'symbol', 201],
    ['Cadence', 'footprint', 206],
    ['Cadence', 'symbol|footprint', 201],
    ['Cadence', 'footprint|symbol', 206],
    ['Cadence', '3DModel', null],
    ['Cadence', '', null],
    // SPEC-3.18 our mapping of 207..216
    ['PADS', 'symbol', 207],
    ['PADS', 'footprint', 208],
    ['AD', 'symbol', 209],
    ['AD', 'footprint', 210],
    ['PZ', 'symbol', 211],
    ['PZ', 'footprint', 212],
    ['QYF', 'symbol', 213],
    ['QYF', 'footprint', 214],
    ['HJGR', 'symbol', 215],
    ['HJGR', 'footprint|symbol', 216],
    // SPEC-3.16 part software
    ['ZhongWang', '3DModel', 101],
    ['HT', '', 102],
    ['CAXA', null, 105],
    ['SW', '3DModel', 106],
    ['CATIA', '3DModel', 107],
    ['CREO', '3DModel', 108],
    ['NX', '3DModel', 109],
    ['KLT', '3DModel', 110],
    // no channel
    ['KICAD', 'symbol', null],
    ['3DModel', '3DModel', null],
    ['cadence', 'symbol', null],
    ['', 'symbol', null],
    [null, null, null],
  ];
  it.each(table)('SPEC-3.20 SPEC-3.16 SPEC-3.18 resolveChannel(%j, %j) → %j', (name, type, channel) => {
    expect(resolveChannel(name, type)).toBe(channel);
  });

  it('SPEC-3.17 named component channels', () => {
    expect([Channel.portalComponent, Channel.openApiComponent, Channel.hq, Channel.ickey]).toEqual([
      200, 202, 203, 204,
    ]);
    expect([
      Channel.open,
      Channel.platformPart,
      Channel.platformComponent,
      Channel.platformManagement,
    ]).toEqual([900, 901, 902, 903]);
    expect(Channel.portal).toBe(960);
  });
});

describe('plugin launch (SPEC-5.14, SPEC-2.33, SPEC-3.06..3.13)', () => {
  const domain = 'jianku.com';

  it('SPEC-3.12 SPEC-3.13 the software and file-type lists', () => {
    expect(SOFTWARE_NAMES).toHaveLength(16);
    expect(SOFTWARE_NAMES).toContain('AD');
    expect(FILE_TYPES).toEqual(['symbol', 'footprint', '3DModel', 'symbol|footprint', 'footprint|symbol']);
  });

  it('SPEC-5.14 SPEC-2.33 a full launch query', () => {
    const query = new URLSearchParams({
      swType: 'EDA',
      swName: 'Cadence',
      fType: 'footprint',
      showSequence: '1',
      theme: 'dark',
      channel: '206',
      wechatOrigin: 'https://open.jianku.com',
      _companyId: '1024',
    });
    expect(parsePluginLaunch(query, domain)).toEqual({
      softwareType: 'EDA',
      softwareName: 'Cadence',
      fileType: 'footprint',
      showSequence: '1',
      theme: 'dark',
      channel: 206,
      wechatOrigin: 'https://open.jianku.com',
      companyId: '1024',
    });
  });

  it.each([
    [{}],
    [{ swType: 'eda' }],
    [{ swType: 'PCB' }],
    [{ swType: '' }],
    [{ swName: 'Cadence', fType: 'symbol' }],
  ])('SPEC-5.14 without swType EDA or CAD the whole query is ignored: %o', (query) => {
    expect(parsePluginLaunch(query, domain)).toBeNull();
  });

  const fields: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['unknown swName left empty', { swName: 'Eagle' }, { softwareName: '' }],
    ['known swName kept', { swName: 'SW' }, { softwareName: 'SW' }],
    ['unknown fType left empty', { fType: 'step' }, { fileType: '' }],
    ['pair fType kept', { fType: 'symbol|footprint' }, { fileType: 'symbol|footprint' }],
    ['theme light kept', { theme: 'light' }, { theme: 'light' }],
    ['other theme left empty', { theme: 'blue' }, { theme: '' }],
    ['channel must be numeric', { channel: '20x' }, { channel: null }],
    ['channel numeric', { channel: '960' }, { channel: 960 }],
    ['channel from software and file', { swName: 'Cadence', fType: 'symbol' }, { channel: 201 }],
    ['explicit channel wins', { swName: 'Cadence', fType: 'symbol', channel: '200' }, { channel: 200 }],
    ['router arrays: first value', { swName: ['PADS', 'AD'] }, { softwareName: 'PADS' }],
    [
      'wechatOrigin of the domain',
      { wechatOrigin: 'https://jianku.com' },
      { wechatOrigin: 'https://jianku.com' },
    ],
    ['wechatOrigin elsewhere', { wechatOrigin: 'https://evil.example' }, { wechatOrigin: '' }],
    [
      'wechatOrigin only mentioning the domain',
      { wechatOrigin: 'https://evil.example/?jianku.com' },
      { wechatOrigin: '' },
    ],
    ['wechatOrigin look-alike', { wechatOrigin: 'https://notjianku.com' }, { wechatOrigin: '' }],
    ['companyId kept', { _companyId: '77' }, { companyId: '77' }],
    ['companyId with odd characters dropped', { _companyId: '7;drop' }, { companyId: '' }],
    [
      'showSequence kept as given',
      { showSequence: 'symbol,footprint' },
      { showSequence: 'symbol,footprint' },
    ],
    ['showSequence malformed: ignored', { showSequence: '<script>' }, { showSequence: '' }],
    ['showSequence too long: ignored', { showSequence: 'a,'.repeat(40).concat('a') }, { showSequence: '' }],
    [
      'wechatOrigin too long: ignored',
      { wechatOrigin: `https://jianku.com/${'x'.repeat(2100)}` },
      { wechatOrigin: '' },
    ],
    ['swName too long: left empty', { swName: 'KICAD'.repeat(500) }, { softwareName: '' }],
  ];
  it.each(fields)('SPEC-5.14 SPEC-2.33 %s', (_name, extra, expected) => {
    const result = parsePluginLaunch({ swType: 'CAD', ...extra }, domain);
    expect(result).toMatchObject(expected);
  });

  it.each([
    ['https://open.jianku.com', 'jianku.com', true],
    ['http://jianku.com:8080', 'jianku.com', true],
    ['https://JIANKU.COM', 'jianku.com', true],
    ['http://localhost:8080', 'localhost:8080', true],
    ['https://open.jianku.com', '', false],
    ['https://open.jianku.com', '   ', false],
    ['javascript:alert(1)//jianku.com', 'jianku.com', false],
    ['jianku.com', 'jianku.com', false],
    ['https://jianku.com.evil.example', 'jianku.com', false],
  ])('SPEC-5.14 isCompanyOrigin(%j, %j) → %s', (origin, companyDomain, expected) => {
    expect(isCompanyOrigin(origin, companyDomain)).toBe(expected);
  });
});
