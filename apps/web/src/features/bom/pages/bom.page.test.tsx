import type { BomLineMatch, BomResult, BomSheet } from '@jianku/rules/bom-schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { yageoResistor } from '../../../app/testing/item-fixtures.ts';
import { setUpPageServer } from '../../../app/testing/page-server.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { sendEnvelope } from '../../../lib/test-support/test-server.ts';

// The BOM 匹配 page (issue 15) against a real HTTP server answering in the bom API's shapes
// (@jianku/rules/bom-schemas): upload, the detected mapping corrected, batched matching, a line fixed by choosing,
// and a saved result opened by its link.

const server = setUpPageServer();

const item = (id: number, model: string, name: string) =>
  yageoResistor({ id, code: `C${id}`, model, name, keyParams: [] });
const R1 = item(11, 'RC0603FR-0710KL', '贴片电阻 10kΩ ±1% 0603 1/10 W');
const R5 = item(12, 'RC0603JR-0710KL', '贴片电阻 10kΩ ±5% 0603 1/10 W');

const SHEET: BomSheet = {
  fileName: 'bom.csv',
  format: 'csv',
  encoding: 'gbk',
  sheetName: null,
  headers: ['位号', '规格', '备注'],
  rows: [
    ['R1', '10K', '0603'],
    ['R2', '10k 7%', '0603'],
  ],
  // 备注 holds the package but is no known column
  mapping: {
    designator: 0,
    quantity: null,
    mpn: null,
    value: 1,
    footprint: null,
    description: null,
    manufacturer: null,
  },
  notes: ['文件按 GBK 编码读取'],
};

function matchOf(line: number, found: boolean): BomLineMatch {
  return found
    ? {
        line,
        query: '电阻 10K',
        confidence: 'parameters',
        reason: '按参数匹配「电阻 10K」',
        item: R1,
        candidates: [R1, R5],
        chosen: false,
      }
    : {
        line,
        query: '电阻 10k 7%',
        confidence: 'none',
        reason: '目录中没有「7%」的电阻',
        item: null,
        candidates: [R1, R5],
        chosen: false,
      };
}

describe('BOM 匹配 page', () => {
  it('uploads, matches with the detected columns, re-matches with a corrected mapping, fixes a line', async () => {
    server.route('POST', '/to/api/bom/parse', (_req, res) => sendEnvelope(res, SHEET));
    server.route('POST', '/to/api/bom/match', (req, res) => {
      const { lines } = JSON.parse(req.body) as { lines: { line: number; value: string }[] };
      sendEnvelope(res, { matches: lines.map((l) => matchOf(l.line, !l.value.includes('7%'))) });
    });
    const { container } = renderApp('/bom');
    const input = (await waitFor(() => {
      const el = container.querySelector('.jk-bom-upload input[type=file]');
      if (!el) throw new Error('no file input');
      return el;
    })) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['位号,规格\nR1,10K'], 'bom.csv', { type: 'text/csv' })] },
    });

    await screen.findByText('RC0603FR-0710KL');
    expect(screen.getByText(/文件按 GBK 编码读取/)).toBeTruthy();
    const first = JSON.parse(server.hits('/to/api/bom/match')[0]?.body ?? '{}') as {
      lines: { footprint: string }[];
    };
    expect(first.lines.map((l) => l.footprint)).toEqual(['', '']);
    expect(screen.getByText('目录中没有「7%」的电阻')).toBeTruthy();
    expect(screen.getByText(/共 2 行/).textContent).toContain('共 2 行');

    // the package column: 封装 → C 列 (备注), then match again
    const footprint = screen.getByLabelText('封装所在列');
    fireEvent.mouseDown(footprint);
    fireEvent.click(await screen.findByTitle('C 列：备注'));
    fireEvent.click(screen.getByRole('button', { name: '按新的列对应重新匹配' }));
    await waitFor(() => expect(server.hits('/to/api/bom/match')).toHaveLength(2));
    const second = JSON.parse(server.hits('/to/api/bom/match')[1]?.body ?? '{}') as {
      lines: { footprint: string }[];
    };
    expect(second.lines.map((l) => l.footprint)).toEqual(['0603', '0603']);

    // fix line 2 with a candidate: 用户选定
    await screen.findByText('目录中没有「7%」的电阻');
    const row = screen.getByText('目录中没有「7%」的电阻').closest('tr') as HTMLElement;
    fireEvent.mouseDown(within(row).getByLabelText('修正第 2 行的匹配'));
    fireEvent.click(await screen.findByTitle('RC0603JR-0710KL（国巨）0603'));
    await within(row).findByText('由用户选定');
    expect(within(row).getByText('RC0603JR-0710KL')).toBeTruthy();
  });

  it('a parse error is shown on the page in Chinese', async () => {
    server.route('POST', '/to/api/bom/parse', (_req, res) =>
      sendEnvelope(res, null, 400, '该 .xlsx 文件解压后过大（超过 200 MB），已拒绝读取'),
    );
    const { container } = renderApp('/bom');
    const input = (await waitFor(() => {
      const el = container.querySelector('.jk-bom-upload input[type=file]');
      if (!el) throw new Error('no file input');
      return el;
    })) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['PK'], 'bomb.xlsx')] } });
    await screen.findByText('该 .xlsx 文件解压后过大（超过 200 MB），已拒绝读取');
    expect(server.hits('/to/api/bom/match')).toHaveLength(0);
  });

  it('a saved result opens by its link: lines, the export link, read-only for others', async () => {
    const saved: BomResult = {
      id: 'AbCdEfGhIjKlMnOpQrStUv',
      name: '主板',
      fileName: 'main.xlsx',
      createdAt: '2026-11-26T09:00:00.000Z',
      updatedAt: '2026-11-26T09:00:00.000Z',
      mine: false,
      lines: [
        {
          input: {
            line: 1,
            designator: 'R1',
            quantity: 1,
            mpn: '',
            value: '10K',
            footprint: '0603',
            description: '',
            manufacturer: '',
          },
          match: matchOf(1, true),
        },
      ],
    };
    server.route('GET', `/to/api/bom/${saved.id}`, (_req, res) => sendEnvelope(res, saved));
    renderApp(`/bom/${saved.id}`);
    await screen.findByText('RC0603FR-0710KL');
    expect(screen.getByText(/只能查看与导出/)).toBeTruthy();
    const exportLink = screen.getByText('导出 Excel (.xlsx)').closest('a');
    expect(exportLink?.getAttribute('href')).toBe(`/to/api/bom/${saved.id}/export`);
    expect(
      (screen.getByLabelText('修正第 1 行的匹配').closest('.ant-select') as HTMLElement).className,
    ).toContain('disabled');
  });
});
