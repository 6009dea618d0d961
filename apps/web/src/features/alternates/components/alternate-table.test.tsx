import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { yageoResistorBrief } from '../../../app/testing/item-fixtures.ts';
import { installBrowserStubs } from '../../../app/testing/render-app.tsx';
import type { AlternateView } from '../api/alternates.types.ts';
import { AlternateTable } from './alternate-table.tsx';

// a drop-in alternate of YAGEO's RC0603FR-071RL as the seeded catalogue judges it (packages/catalog: the 0603
// thick-film resistors; GET /to/api/alternates?id=27514 on a 100 000-item seed)
const ALTERNATE: AlternateView = {
  item: yageoResistorBrief({
    id: 1,
    code: 'YAGEO-RC0603FR-101RL',
    model: 'RC0603FR-101RL',
    name: '贴片电阻 1Ω ±1% 0603 1/10 W',
    brand: { id: 11, nameZh: '国巨', nameEn: 'YAGEO' },
    category: { id: 1, name: '贴片电阻' },
  }),
  dropIn: true,
  sameBrand: true,
  checks: [],
  reasons: [],
};

describe('alternate table', () => {
  beforeAll(installBrowserStubs);
  afterEach(cleanup);

  it('is as wide as its columns and 240 px of reason at least: a narrow panel (plugin mode, 500 px) scrolls sideways', () => {
    render(
      <MemoryRouter>
        <AlternateTable alternates={[ALTERNATE]} showPackage compact />
      </MemoryRouter>,
    );
    expect(screen.getByText('关键参数与额定值均相同')).toBeInTheDocument();
    const table = screen.getByRole('table');
    // expand 48 + 型号 220 + 品牌 110 + 封装 80 + 结论 120 + 原因 240; no narrower than its panel
    expect(table.style.width).toBe('818px');
    expect(table.style.minWidth).toBe('100%');
  });

  it('the similarity page (not compact, no package): 48 + 260 + 150 + 120 + 120 + 240 px', () => {
    render(
      <MemoryRouter>
        <AlternateTable alternates={[ALTERNATE]} showPackage={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('table').style.width).toBe('938px');
  });
});
