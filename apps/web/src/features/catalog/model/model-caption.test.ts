import { describe, expect, it } from 'vitest';
import { modelCaption } from './model-caption.ts';

describe('the 3D model caption (issue 11)', () => {
  it('threaded parts (bolts, socket head cap screws, nuts) carry the thread remark', () => {
    for (const family of ['hex-bolt', 'socket-cap-screw', 'hex-nut'])
      expect(modelCaption(1, family)).toBe('按标准尺寸生成，螺纹等细节为示意');
  });

  it('packages (capacitors, resistors, ICs) and unthreaded parts never mention threads', () => {
    for (const family of ['chip-capacitor', 'chip-resistor', 'leaded-resistor', 'component-package'])
      expect(modelCaption(2, family)).toBe('按封装公开外形尺寸生成，本体为简化外形，原点与 KiCad 封装一致');
    expect(modelCaption(1, 'plain-washer')).toBe('按标准尺寸生成');
    expect(modelCaption(1, 'parallel-pin')).toBe('按标准尺寸生成');
    expect(modelCaption(1, 'deep-groove-ball-bearing')).toBe('按标准尺寸生成，内部结构为示意');
    expect(modelCaption(1, 'o-ring')).toBe('按标准尺寸生成');
    expect(modelCaption(1, 'parallel-key')).toBe('按标准尺寸生成，棱边倒角未画出');
    for (const family of ['chip-capacitor', 'plain-washer', 'deep-groove-ball-bearing'])
      expect(modelCaption(family === 'chip-capacitor' ? 2 : 1, family)).not.toContain('螺纹');
  });

  it('a crimp housing (胶壳) hangs on its wires: no KiCad footprint is claimed', () => {
    expect(modelCaption(2, 'pin-header-connector', '胶壳')).toBe(
      '按厂家目录尺寸生成，本体为简化外形（线端胶壳，不焊在板上）',
    );
    expect(modelCaption(2, 'pin-header-connector', '贴片 4P')).toContain('原点与 KiCad 封装一致');
  });
});
