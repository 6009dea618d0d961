import { describe, expect, it } from 'vitest';
import type { CategoryNode, ItemDetail, ItemSummary } from '../api/catalog.types.ts';
import {
  buildBreadcrumbs,
  catalogueTop,
  countryName,
  distinctLabel,
  formatParamValue,
  itemPathOfKind,
  kindOfLibrary,
  lastPage,
  libraryOfKind,
  paramLabel,
  parseId,
  parseKind,
  placeCurrent,
  readPaging,
  withItems,
  writePaging,
} from './catalog.model.ts';

const q = (s: string) => new URLSearchParams(s);

describe('catalogue model', () => {
  it('ids from the address: positive integers only', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('9007199254740991')).toBe(9007199254740991);
    for (const bad of ['abc', '12a', '0', '-1', '1e3', '1.5', ' 12', '', '012', '99999999999999999']) {
      expect(parseId(bad), bad).toBeNull();
    }
    expect(parseId(undefined)).toBeNull();
  });

  it('libraries and kinds: part 1, component 2, mat 4', () => {
    expect(kindOfLibrary('part')).toBe(1);
    expect(kindOfLibrary('component')).toBe(2);
    expect(kindOfLibrary('mat')).toBe(4);
    expect(libraryOfKind(4)).toBe('mat');
    expect(libraryOfKind(3)).toBeNull();
    expect(parseKind('2')).toBe(2);
    expect(parseKind('3')).toBeNull();
    expect(parseKind('x')).toBeNull();
    expect(itemPathOfKind(2, 7, 'part')).toBe('/component/detail/7');
    expect(itemPathOfKind(9, 7, 'part')).toBe('/part/detail/7');
  });

  it('paging from the query: defaults, bounds, bad values fall back', () => {
    expect(readPaging(q(''))).toEqual({ page: 1, pageSize: 20 });
    expect(readPaging(q('page=3&pageSize=50'))).toEqual({ page: 3, pageSize: 50 });
    expect(readPaging(q('page=0&pageSize=500'))).toEqual({ page: 1, pageSize: 20 });
    expect(readPaging(q('page=abc&pageSize=-5'))).toEqual({ page: 1, pageSize: 20 });
    expect(readPaging(q('pageSize=100'))).toEqual({ page: 1, pageSize: 100 });
    expect(readPaging(q(''), 24)).toEqual({ page: 1, pageSize: 24 });
    expect(readPaging(q('page=999999999'))).toEqual({ page: 100000, pageSize: 20 });
  });

  it('paging into the query: other parameters kept, defaults left out', () => {
    expect(writePaging(q('type=1&keyWords=SKF'), { page: 2, pageSize: 20 }).toString()).toBe(
      'type=1&keyWords=SKF&page=2',
    );
    expect(writePaging(q('page=4&pageSize=50&categoryId=3'), { page: 1, pageSize: 20 }).toString()).toBe(
      'categoryId=3',
    );
    expect(writePaging(q(''), { page: 5, pageSize: 100 }).toString()).toBe('page=5&pageSize=100');
    // The input is not modified.
    const input = q('page=2');
    writePaging(input, { page: 9, pageSize: 20 });
    expect(input.toString()).toBe('page=2');
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(41, 20)).toBe(3);
  });

  it('breadcrumbs: library › categories › current, links on all but the last', () => {
    const path = [
      { id: 1, name: '零部件' },
      { id: 2, name: '紧固件' },
      { id: 3, name: '螺栓' },
      { id: 4, name: '六角头螺栓' },
    ];
    expect(buildBreadcrumbs('part', path, { title: 'M10×50' })).toEqual([
      { title: '零部件库', to: '/part?tab=category' },
      { title: '紧固件', to: '/part/category/2' },
      { title: '螺栓', to: '/part/category/3' },
      { title: '六角头螺栓', to: '/part/category/4' },
      { title: 'M10×50' },
    ]);
    // A category page whose path ends with itself does not repeat it.
    expect(
      buildBreadcrumbs(
        'component',
        [
          { id: 8, name: '电阻' },
          { id: 9, name: '贴片电阻' },
        ],
        {
          title: '贴片电阻',
          categoryId: 9,
        },
      ),
    ).toEqual([
      { title: '元器件库', to: '/component?tab=category' },
      { title: '电阻', to: '/component/category/8' },
      { title: '贴片电阻' },
    ]);
    // A path without the category itself gets it appended.
    expect(buildBreadcrumbs('mat', [{ id: 5, name: '金属材料' }], { title: '钢', categoryId: 6 })).toEqual([
      { title: '材料库', to: '/mat?tab=category' },
      { title: '金属材料', to: '/mat/category/5' },
      { title: '钢' },
    ]);
    expect(buildBreadcrumbs('mat', [], { title: '厂商' })).toEqual([
      { title: '材料库', to: '/mat?tab=category' },
      { title: '厂商' },
    ]);
  });

  it('parameter values keep their units; bare numbers get the unit; nothing is a dash', () => {
    expect(formatParamValue('12 mm', 'mm')).toBe('12 mm');
    expect(formatParamValue('16', 'mm')).toBe('16 mm');
    expect(formatParamValue('±1 %', '%')).toBe('±1 %');
    expect(formatParamValue('10 kΩ', 'Ω')).toBe('10 kΩ');
    expect(formatParamValue('370~500', 'MPa')).toBe('370~500 MPa');
    expect(formatParamValue('≥ 235', 'MPa')).toBe('≥ 235 MPa');
    expect(formatParamValue('M10', '')).toBe('M10');
    expect(formatParamValue('0603', '')).toBe('0603');
    expect(formatParamValue('1/10 W (100 mW)', 'W')).toBe('1/10 W (100 mW)');
    expect(formatParamValue('', 'mm')).toBe('—');
    expect(formatParamValue(null)).toBe('—');
    expect(paramLabel('公称长度 l', 'mm')).toBe('公称长度 l (mm)');
    expect(paramLabel('螺纹规格', '')).toBe('螺纹规格');
  });

  it('the catalogue top level: a single grouping root is unwrapped', () => {
    const leaf = (id: number, name: string): CategoryNode => ({
      id,
      code: `c${id}`,
      name,
      nameEn: '',
      itemCount: 1,
      children: [],
    });
    const root: CategoryNode = { ...leaf(1, '零部件'), children: [leaf(2, '紧固件'), leaf(3, '轴承')] };
    expect(catalogueTop([root]).map((n) => n.name)).toEqual(['紧固件', '轴承']);
    expect(catalogueTop([leaf(2, '紧固件'), leaf(3, '轴承')]).map((n) => n.name)).toEqual(['紧固件', '轴承']);
    expect(catalogueTop([leaf(2, '紧固件')]).map((n) => n.name)).toEqual(['紧固件']);
  });

  it('the catalogue leaves out categories without items, at every level', () => {
    const node = (id: number, itemCount: number, children: CategoryNode[] = []): CategoryNode => ({
      id,
      code: `c${id}`,
      name: `分类${id}`,
      nameEn: '',
      itemCount,
      children,
    });
    const tree = [node(1, 5, [node(2, 5, [node(3, 5), node(4, 0)]), node(5, 0, [node(6, 0)])]), node(7, 0)];
    const kept = withItems(tree);
    expect(kept.map((n) => n.id)).toEqual([1]);
    expect(kept[0]?.children.map((n) => n.id)).toEqual([2]);
    expect(kept[0]?.children[0]?.children.map((n) => n.id)).toEqual([3]);
    expect(tree[0]?.children[0]?.children).toHaveLength(2); // the input is left as it was
    expect(withItems([node(8, 0)])).toEqual([]);
  });

  it('country codes read in Chinese', () => {
    expect(countryName('JP')).toBe('日本');
    expect(countryName('tw')).toBe('中国台湾');
    expect(countryName('ZZ')).toBe('ZZ');
    expect(countryName(null)).toBe('');
  });

  it('siblings: the current size goes in its place by the main size, else first', () => {
    const summary = (id: number, model: string, l: string): ItemSummary => ({
      id,
      code: model,
      kind: 1,
      model,
      name: model,
      series: 'GB/T 5782-2016',
      standard: 'GB/T 5782-2016',
      package: null,
      lifecycle: null,
      brand: null,
      category: { id: 4, name: '六角头螺栓' },
      keyParams: [
        { key: 'thread', name: '螺纹规格', display: 'M10' },
        { key: 'l', name: '公称长度 l', display: l },
      ],
    });
    const current: ItemDetail = {
      ...summary(5, 'M10×50', '50 mm'),
      description: '',
      datasheetUrl: null,
      path: [],
      material: null,
      params: [
        { key: 'thread', name: '螺纹规格', unit: '', display: 'M10', si: null, siUnit: '', type: 'enum' },
        {
          key: 'l',
          name: '公称长度 l',
          unit: 'mm',
          display: '50 mm',
          si: 0.05,
          siUnit: 'm',
          type: 'numeric',
        },
      ],
    };
    const siblings = [
      summary(1, 'M10×40', '40 mm'),
      summary(2, 'M10×45', '45 mm'),
      summary(3, 'M10×55', '55 mm'),
    ];
    expect(placeCurrent(current, siblings).map((s) => s.model)).toEqual([
      'M10×40',
      'M10×45',
      'M10×50',
      'M10×55',
    ]);
    expect(placeCurrent(current, siblings.slice(0, 2)).map((s) => s.id)).toEqual([1, 2, 5]);
    expect(placeCurrent(current, []).map((s) => s.id)).toEqual([5]);
    // Unreadable sizes: the current item first; a list holding it already is kept.
    expect(placeCurrent(current, [summary(1, 'X', '—')]).map((s) => s.id)).toEqual([5, 1]);
    expect(placeCurrent(current, [siblings[0]!, current, siblings[2]!]).map((s) => s.id)).toEqual([1, 5, 3]);
  });
});

describe('distinctLabel: labels that tell items apart', () => {
  const item = (id: number, model: string, name: string, code = `C${id}`) => ({ id, model, name, code });
  const plain = item(1, '螺栓 GB/T 5782 M1.6×12 按协议', '六角头螺栓 M1.6×12 按协议 不经处理');
  const plated = item(2, '螺栓 GB/T 5782 M1.6×12 按协议', '六角头螺栓 M1.6×12 按协议 电镀');
  const flake = item(3, '螺栓 GB/T 5782 M1.6×12 按协议', '六角头螺栓 M1.6×12 按协议 非电解锌片涂层');

  it('the model alone when no other item shares it', () => {
    expect(distinctLabel(plain, [item(9, 'M2×12', 'x')])).toBe('螺栓 GB/T 5782 M1.6×12 按协议');
    expect(distinctLabel(plain, [plain])).toBe('螺栓 GB/T 5782 M1.6×12 按协议');
  });

  it('twins get the words of their names that set them apart', () => {
    const all = [plain, plated, flake];
    expect(all.map((i) => distinctLabel(i, all))).toEqual([
      '螺栓 GB/T 5782 M1.6×12 按协议 不经处理',
      '螺栓 GB/T 5782 M1.6×12 按协议 电镀',
      '螺栓 GB/T 5782 M1.6×12 按协议 非电解锌片涂层',
    ]);
  });

  it('twins whose names do not differ get their part numbers', () => {
    const a = item(4, 'RC0603FR-0710KL', '贴片电阻 10kΩ', 'YAGEO-RC0603FR-0710KL');
    const b = item(5, 'RC0603FR-0710KL', '贴片电阻 10kΩ', 'OTHER-RC0603FR-0710KL');
    expect(distinctLabel(a, [b])).toBe('RC0603FR-0710KL（YAGEO-RC0603FR-0710KL）');
  });
});
