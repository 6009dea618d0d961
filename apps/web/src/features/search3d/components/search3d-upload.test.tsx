import { SEARCH3D_MAX_BYTES, SEARCH3D_MESSAGES } from '@jianku/rules';
import { describe, expect, it } from 'vitest';
import { fileProblem } from './search3d-upload.tsx';

/** A File of `size` bytes without allocating them (only .size and .name are read). */
const fileOf = (name: string, size: number) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('3D search upload rules (SPEC-2.08)', () => {
  it('refuses a comma in the name, other types, an empty file and a file over 100 MB, in Chinese', () => {
    expect(fileProblem(fileOf('轴承,6204.stl', 10))).toBe(SEARCH3D_MESSAGES.comma);
    expect(fileProblem(fileOf('bearing.obj', 10))).toBe(SEARCH3D_MESSAGES.badType);
    expect(fileProblem(fileOf('bearing.stl', 0))).toBe(SEARCH3D_MESSAGES.empty);
    expect(fileProblem(fileOf('bearing.stl', SEARCH3D_MAX_BYTES + 1))).toBe(SEARCH3D_MESSAGES.tooLarge);
    expect(fileProblem(fileOf('bearing.STL', 200))).toBeNull();
    expect(fileProblem(fileOf('bearing.stp', 200))).toBeNull();
    expect(fileProblem(fileOf('bearing.step', 200))).toBeNull();
  });
});
