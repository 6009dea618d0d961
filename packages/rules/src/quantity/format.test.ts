import { describe, expect, it } from 'vitest';
import type { Dimension } from './dimension.ts';
import { roundSignificant } from './dimension.ts';
import { formatQuantity } from './format.ts';

describe('formatQuantity', () => {
  const table: [number, Dimension, string][] = [
    [1e-7, 'capacitance', '100nF'],
    [1e-6, 'capacitance', '1μF'],
    [4.7e-6, 'capacitance', '4.7μF'],
    [1e-12, 'capacitance', '1pF'],
    [0.5e-12, 'capacitance', '0.5pF'], // below the smallest prefix
    [0.3e-6, 'capacitance', '300nF'],
    [1e-6 - 1e-21, 'capacitance', '1μF'], // float noise rounds up to the next prefix
    [0, 'capacitance', '0F'],
    [10_000, 'resistance', '10kΩ'],
    [4700, 'resistance', '4.7kΩ'],
    [0.05, 'resistance', '50mΩ'],
    [1e9, 'resistance', '1GΩ'],
    [5e12, 'resistance', '5000GΩ'], // above the largest prefix
    [233.15, 'temperature', '-40°C'],
    [298.15, 'temperature', '25°C'],
    [0.001, 'mass', '1g'],
    [-0.5, 'voltage', '-500mV'],
    [16e6, 'frequency', '16MHz'],
  ];
  it.each(table)('(%d, %s) → %j', (value, dimension, expected) => {
    expect(formatQuantity(value, dimension)).toBe(expected);
  });

  it.each([
    [0.1 * 1e-6, 1e-7],
    [0.3 * 1e-6, 3e-7],
    [-0, 0],
    [123.456789012345, 123.456789012],
  ])('roundSignificant(%d) → %d', (value, expected) => {
    expect(roundSignificant(value)).toBe(expected);
    expect(Object.is(roundSignificant(value), -0)).toBe(false);
  });
});
