import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FirstRenderSlice, startFirstRenderSlices } from './first-render-slices.tsx';

/** The tasks the slices asked for, run one at a time by the test. */
let tasks: Array<() => void> = [];
const startSliced = () => {
  tasks = [];
  startFirstRenderSlices((run) => tasks.push(run));
};
const runTask = () => act(() => tasks.shift()?.());

afterEach(async () => {
  // ends an unfinished slicing, so that each test starts with none
  while (tasks.length > 0) await runTask();
  cleanup();
});

function Page() {
  return (
    <div>
      <header>页头</header>
      <FirstRenderSlice last>
        <footer>页脚</footer>
      </FirstRenderSlice>
      <FirstRenderSlice>
        <main>结果</main>
      </FirstRenderSlice>
      <FirstRenderSlice>
        <aside>筛选</aside>
      </FirstRenderSlice>
    </div>
  );
}

const shown = () => ['页头', '结果', '筛选', '页脚'].filter((text) => screen.queryByText(text) !== null);

describe('the first render in slices (issue 17: Total Blocking Time)', () => {
  it('draws the frame first, then each slice in a task of its own in the order drawn, the last slice after all', async () => {
    startSliced();
    render(<Page />);
    const seen = [shown()];
    expect(tasks).toHaveLength(1);
    while (tasks.length > 0) {
      await runTask();
      seen.push(shown());
    }
    expect(seen).toEqual([
      ['页头'],
      ['页头', '结果'],
      ['页头', '结果', '筛选'],
      ['页头', '结果', '筛选', '页脚'],
    ]);
  });

  it('once the first load is over (or when never started) a slice shows its children in the same render', async () => {
    startSliced();
    const first = render(<Page />);
    while (tasks.length > 0) await runTask();
    first.unmount();
    render(<Page />);
    expect(shown()).toEqual(['页头', '结果', '筛选', '页脚']);
    expect(tasks).toHaveLength(0);
  });

  it('a slice unmounted before its turn is dropped from the queue and the others still come', async () => {
    startSliced();
    const { rerender } = render(
      <div>
        <FirstRenderSlice key="a">
          <p>甲</p>
        </FirstRenderSlice>
        <FirstRenderSlice key="b">
          <p>乙</p>
        </FirstRenderSlice>
      </div>,
    );
    rerender(
      <div>
        <FirstRenderSlice key="b">
          <p>乙</p>
        </FirstRenderSlice>
      </div>,
    );
    await runTask();
    expect(screen.queryByText('甲')).toBeNull();
    expect(screen.getByText('乙')).toBeTruthy();
    expect(tasks).toHaveLength(0);
  });

  it('in the browser the tasks are MessageChannel messages: a sliced render completes without a test poster', async () => {
    startFirstRenderSlices();
    render(<Page />);
    expect(shown()).toEqual(['页头']);
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
    expect(shown()).toEqual(['页头', '结果', '筛选', '页脚']);
  });
});
