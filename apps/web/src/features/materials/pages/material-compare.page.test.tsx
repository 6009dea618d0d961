import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { noFacets, searchAnswer } from '../../../app/testing/item-fixtures.ts';
import { setUpPageServer } from '../../../app/testing/page-server.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { sendEnvelope } from '../../../lib/test-support/test-server.ts';
import { useErrorDialogStore } from '../../../stores/error-dialog.store.ts';
import type { ComparedGrade, MaterialComparison } from '../api/materials.types.ts';

// The 材料对比 page against a real HTTP server in the test, answering with the comparison API's shapes.

const server = setUpPageServer();

beforeAll(() => {
  // jsdom has no canvas; ECharts (SVG renderer) only measures text with it
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const steel = (
  id: number,
  designation: string,
  uns: string,
  over: Partial<ComparedGrade>,
): ComparedGrade => ({
  id,
  code: `MAT-${designation}`,
  designation,
  name: `${designation} 不锈钢`,
  standard: 'GB/T 1220-2007',
  category: { id: 9, name: '不锈钢' },
  designations: [
    { system: 'gb', label: 'GB/T', value: designation, closeness: 'identical', basis: '本牌号' },
    { system: 'uns', label: 'UNS', value: uns, closeness: 'identical', basis: '对照' },
  ],
  properties: [
    {
      key: 'tensile_strength',
      name: '抗拉强度 Rm',
      display: '≥ 520 MPa',
      condition: 'GB/T 1220-2007 最小值 (固溶处理)',
      low: 520,
      high: 520,
      bound: 'min',
      unit: 'MPa',
    },
  ],
  sources: ['GB/T 1220-2007'],
  composition: null,
  compositionNote: null,
  ...over,
});

const comparison: MaterialComparison = {
  grades: [
    steel(11, '06Cr19Ni10', 'S30400', {
      composition: {
        standard: 'GB/T 20878-2007',
        table: '表1',
        base: 'Fe',
        limits: [
          { element: 'C', max: 0.08 },
          { element: 'Ni', min: 8, max: 11 },
        ],
        notes: [],
      },
    }),
    steel(12, '022Cr17Ni12Mo2', 'S31603', {
      composition: {
        standard: 'GB/T 20878-2007',
        table: '表1',
        base: 'Fe',
        limits: [
          { element: 'C', max: 0.03 },
          { element: 'Ni', min: 10, max: 14 },
          { element: 'Mo', min: 2, max: 3 },
        ],
        notes: [],
      },
    }),
  ],
  elements: ['C', 'Ni', 'Mo'],
};

/** The search answer the picker gets for AISI 316L: the whole answer, as the real search API gives it. */
const picked = searchAnswer(
  [
    {
      id: 12,
      code: 'MAT-022Cr17Ni12Mo2',
      kind: 4,
      model: '022Cr17Ni12Mo2',
      name: '022Cr17Ni12Mo2 不锈钢 (316L)',
      series: '不锈钢',
      standard: 'GB/T 1220-2007',
      package: null,
      lifecycle: null,
      brand: null,
      category: { id: 9, name: '不锈钢' },
      keyParams: [{ key: 'tensile_strength', name: '抗拉强度 Rm', display: '≥ 480 MPa' }],
    },
  ],
  { facets: { ...noFacets(), categories: [{ id: 9, name: '不锈钢', count: 1 }] } },
);

const rowCells = (table: HTMLElement, first: string) => {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.querySelector('td')?.textContent === first);
  return row ? [...row.querySelectorAll('td')].map((td) => td.textContent) : [];
};

describe('材料对比 page', () => {
  it('SPEC-2.41 the ids in the address compare: designations, properties, composition as printed, both charts', async () => {
    server.route('GET', '/to/api/materials/compare', (req, res) => {
      expect(req.query.get('ids')).toBe('11,12');
      sendEnvelope(res, comparison);
    });
    renderApp('/mat/compare?ids=11,12');
    await screen.findByRole('heading', { level: 2, name: '牌号对照' });
    const designations = document.querySelector<HTMLElement>('.jk-mc-designations')!;
    expect(rowCells(designations, 'UNS')).toEqual(['UNS', 'S30400', 'S31603']);
    const composition = document.querySelector<HTMLElement>('.jk-mc-composition')!;
    expect(rowCells(composition, 'Mo')).toEqual(['Mo', '—', '2~3']);
    expect(rowCells(composition, 'C')).toEqual(['C', '≤0.08', '≤0.03']);
    expect(rowCells(composition, 'Fe')).toEqual(['Fe', '余量', '余量']);
    expect(screen.getAllByTestId('property-chart')).toHaveLength(1);
    expect(screen.getByTestId('composition-chart')).toBeInTheDocument();
    expect(
      within(document.querySelector<HTMLElement>('.jk-mc-properties')!).getAllByText('≥ 520 MPa'),
    ).toHaveLength(2);
  });

  it('empty: explains how to add grades; the picker searches the materials library and puts the pick in the address', async () => {
    server.route('GET', '/to/api/search/items', (req, res) => {
      expect(req.query.get('kind')).toBe('4');
      sendEnvelope(res, picked);
    });
    server.route('GET', '/to/api/materials/compare', (_req, res) =>
      sendEnvelope(res, { ...comparison, grades: [comparison.grades[1]] }),
    );
    const { router } = renderApp('/mat/compare');
    expect(await screen.findByText(/还没有选择牌号/)).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: '搜索牌号加入对比' });
    await userEvent.type(input, 'AISI 316L');
    // The picker searches once typing pauses (250 ms): on a slow machine a prefix such as "AI" may be asked
    // first; the whole text is asked last, and the pick comes from its answer.
    const lastSearch = () => server.requests.filter((r) => r.pathname === '/to/api/search/items').at(-1);
    await waitFor(() => expect(lastSearch()?.query.get('keyWords')).toBe('AISI 316L'));
    await userEvent.click(await screen.findByText(/022Cr17Ni12Mo2 不锈钢 \(316L\)/));
    await waitFor(() => expect(router.state.location.search).toBe('?ids=12'));
    await screen.findByRole('heading', { level: 2, name: '化学成分' });
  });

  it('bad ids: the valid ones compare, the address problem and the server message are said in Chinese, no dialog', async () => {
    server.route('GET', '/to/api/materials/compare', (_req, res) =>
      sendEnvelope(res, null, 100400, '材料对比只适用于材料库的牌号，ID 5 不是材料'),
    );
    renderApp('/mat/compare?ids=5,abc');
    expect(await screen.findByText('材料 ID 格式不正确：abc')).toBeInTheDocument();
    expect(await screen.findByText('材料对比只适用于材料库的牌号，ID 5 不是材料')).toBeInTheDocument();
    expect(useErrorDialogStore.getState().open).toBeTypeOf('function');
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('the tab (no ids) continues the last comparison; 清空 forgets it and stays empty', async () => {
    server.route('GET', '/to/api/materials/compare', (_req, res) => sendEnvelope(res, comparison));
    localStorage.setItem('jk_mat_compare', '11,12');
    const { router } = renderApp('/mat/compare');
    await waitFor(() => expect(router.state.location.search).toBe('?ids=11,12'));
    await screen.findByRole('heading', { level: 2, name: '牌号对照' });
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(await screen.findByText(/还没有选择牌号/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('jk_mat_compare')).toBe('');
  });
});
