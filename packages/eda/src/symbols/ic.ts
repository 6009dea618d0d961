/** A box symbol for an IC from its pinout: pins on four sides on the 2.54 mm grid, names inside the box. */
import type { IcPin, IcPinout } from './ic-pinouts.data.ts';
import type { SymbolBody } from './shapes.ts';
import { type PinSpec, rectangle } from './symbol.ts';

const G = 2.54;
const PIN_LENGTH = 2.54;
/** approximate width of one character of the 1.27 mm pin-name font */
const CHAR = 0.8;

const snapUp = (v: number) => Math.ceil(v / G - 1e-9) * G;

/** Ports in natural order (PA0, PA1 … PA15, PB0 …), others as listed. */
function portKey(p: IcPin): string {
  const m = /^P([A-Z])(\d+)/.exec(p.name);
  return m ? `${m[1]}${(m[2] ?? '').padStart(2, '0')}` : `~${p.number.padStart(3, '0')}`;
}

export function icBody(pinout: IcPinout): SymbolBody {
  const by = (side: IcPin['side']) => pinout.pins.filter((p) => p.side === side);
  const left = by('L');
  const right = [...by('R')].sort((a, b) => portKey(a).localeCompare(portKey(b)));
  const top = by('T');
  const bottom = by('B');
  const longest = (ps: IcPin[]) => Math.max(0, ...ps.map((p) => p.name.length));
  const rows = Math.max(left.length, right.length, 1);
  const cols = Math.max(top.length, bottom.length, 1);
  const halfW = Math.max(
    snapUp(((longest(left) + longest(right)) * CHAR + G * 2) / 2),
    snapUp((cols * G) / 2 + G),
  );
  const halfH = snapUp((rows * G) / 2 + G);
  const pins: PinSpec[] = [];
  const place = (ps: IcPin[], at: (i: number) => [number, number], angle: PinSpec['angle']) =>
    ps.forEach((p, i) => {
      const [x, y] = at(i);
      pins.push({ number: p.number, name: p.name, type: p.type, x, y, angle, length: PIN_LENGTH });
    });
  const firstRow = (n: number) => snapUp(((n - 1) * G) / 2 - 1e-9);
  place(left, (i) => [-halfW - PIN_LENGTH, firstRow(left.length) - i * G], 0);
  place(right, (i) => [halfW + PIN_LENGTH, firstRow(right.length) - i * G], 180);
  place(top, (i) => [-firstRow(top.length) + i * G, halfH + PIN_LENGTH], 270);
  place(bottom, (i) => [-firstRow(bottom.length) + i * G, -halfH - PIN_LENGTH], 90);
  return {
    reference: 'U',
    pins,
    graphics: [rectangle(-halfW, -halfH, halfW, halfH, 'background')],
    hidePinNames: false,
    hidePinNumbers: false,
  };
}
