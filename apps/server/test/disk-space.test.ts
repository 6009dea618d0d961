/**
 * lib/disk-space.ts: which errors mean "disk full", and how long the monitor holds a disk-full error
 * (its clock is injected; statfs is the real one on this machine's disk).
 */
import { describe, expect, it } from 'vitest';
import { createDiskMonitor, FULL_HOLD_MS, freeBytes, isDiskFullError } from '../src/lib/disk-space.ts';

describe('disk space', () => {
  it('tells disk-full errors (ENOSPC, EDQUOT, 53100, could not extend file, in a cause) from others', () => {
    expect(isDiskFullError(Object.assign(new Error('write failed'), { code: 'ENOSPC' }))).toBe(true);
    expect(isDiskFullError(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true);
    expect(isDiskFullError(Object.assign(new Error('x'), { code: '53100' }))).toBe(true);
    expect(isDiskFullError(new Error('could not extend file "base/5/16430": No space left on device'))).toBe(
      true,
    );
    expect(
      isDiskFullError(new Error('outer', { cause: Object.assign(new Error('i'), { code: 'ENOSPC' }) })),
    ).toBe(true);
    expect(isDiskFullError(Object.assign(new Error('out of memory'), { code: '53200' }))).toBe(false);
    expect(isDiskFullError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDiskFullError(new Error('connection refused'))).toBe(false);
    expect(isDiskFullError(undefined)).toBe(false);
  });

  it('reports the real free space of a folder that does not exist yet (its nearest parent)', async () => {
    expect(await freeBytes('/tmp/health-faults-no-such/dir/below')).toBeGreaterThan(0);
  });

  it('holds a disk-full error for FULL_HOLD_MS, then measures again', async () => {
    let clock = 1_000_000;
    const monitor = createDiskMonitor({ dir: '/tmp', minFreeBytes: 0, now: () => clock });
    expect((await monitor.check()).low).toBe(false);
    monitor.noteFull();
    expect(monitor.low()).toBe(true);
    const held = await monitor.check();
    expect(held).toMatchObject({ low: true, reason: '最近一次写入因磁盘已满失败' });
    clock += FULL_HOLD_MS + 1;
    expect((await monitor.check()).low).toBe(false);
  });
});
