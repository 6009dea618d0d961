/**
 * A schematic symbol as data and its KiCad 6 `.kicad_sym` text: the four fields KiCad needs (Reference,
 * Value, Footprint, Datasheet) plus description and keywords, the body graphics, and the pins with number,
 * name and electrical type. Coordinates in mm on KiCad's 1.27 mm (50 mil) grid, Y up as in KiCad's
 * symbol editor.
 */
import { type SExpr, serialize, sym } from '../sexpr.ts';

export type PinType =
  | 'passive'
  | 'input'
  | 'output'
  | 'bidirectional'
  | 'power_in'
  | 'power_out'
  | 'no_connect';

export interface PinSpec {
  number: string;
  name: string;
  type: PinType;
  x: number;
  y: number;
  /** direction the pin points from its connection end: 0 right, 90 up, 180 left, 270 down */
  angle: 0 | 90 | 180 | 270;
  length: number;
}

export interface SymbolSpec {
  name: string;
  reference: string;
  value: string;
  footprint: string;
  datasheet: string;
  description: string;
  keywords: string;
  pins: PinSpec[];
  graphics: SExpr[];
  hidePinNames: boolean;
  hidePinNumbers: boolean;
}

const FONT: SExpr = [sym('font'), [sym('size'), 1.27, 1.27]];
const effects = (hide = false, justify?: string): SExpr => {
  const e: SExpr[] = [sym('effects'), FONT];
  if (justify) e.push([sym('justify'), sym(justify)]);
  if (hide) e.push(sym('hide'));
  return e;
};

export const stroke = (width = 0.254): SExpr => [
  sym('stroke'),
  [sym('width'), width],
  [sym('type'), sym('default')],
  [sym('color'), 0, 0, 0, 0],
];
export const fill = (type: 'none' | 'background' | 'outline' = 'none'): SExpr => [
  sym('fill'),
  [sym('type'), sym(type)],
];

export function polyline(
  points: [number, number][],
  filled: 'none' | 'outline' = 'none',
  width = 0.254,
): SExpr {
  return [
    sym('polyline'),
    [sym('pts'), ...points.map(([x, y]) => [sym('xy'), x, y])],
    stroke(width),
    fill(filled),
  ];
}
export function rectangle(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  filled: 'none' | 'background' = 'none',
): SExpr {
  return [sym('rectangle'), [sym('start'), x0, y0], [sym('end'), x1, y1], stroke(), fill(filled)];
}
export function circle(x: number, y: number, r: number, width = 0.254): SExpr {
  return [sym('circle'), [sym('center'), x, y], [sym('radius'), r], stroke(width), fill('none')];
}
export function arc(start: [number, number], mid: [number, number], end: [number, number]): SExpr {
  return [
    sym('arc'),
    [sym('start'), ...start],
    [sym('mid'), ...mid],
    [sym('end'), ...end],
    stroke(),
    fill('none'),
  ];
}

function property(id: number, key: string, value: string, x: number, y: number, hide: boolean): SExpr {
  return [sym('property'), key, value, [sym('id'), id], [sym('at'), x, y, 0], effects(hide)];
}

function pinSExpr(p: PinSpec): SExpr {
  return [
    sym('pin'),
    sym(p.type),
    sym('line'),
    [sym('at'), p.x, p.y, p.angle],
    [sym('length'), p.length],
    [sym('name'), p.name, effects()],
    [sym('number'), p.number, effects()],
  ];
}

/** KiCad symbol names may not hold ':' or '/'; other characters are kept. */
export const symbolName = (s: string): string => s.replace(/[:/\\\s]+/g, '_');

export function symbolSExpr(spec: SymbolSpec): SExpr {
  const name = symbolName(spec.name);
  const ys = spec.pins.map((p) => p.y);
  const top = Math.max(2.54, ...ys) + 2.54;
  const bottom = Math.min(-2.54, ...ys) - 2.54;
  const head: SExpr[] = [sym('symbol'), name];
  if (spec.hidePinNumbers) head.push([sym('pin_numbers'), sym('hide')]);
  head.push(
    spec.hidePinNames
      ? [sym('pin_names'), [sym('offset'), 0], sym('hide')]
      : [sym('pin_names'), [sym('offset'), 1.016]],
  );
  head.push([sym('in_bom'), sym('yes')], [sym('on_board'), sym('yes')]);
  head.push(
    property(0, 'Reference', spec.reference, 0, top, false),
    property(1, 'Value', spec.value, 0, bottom, false),
    property(2, 'Footprint', spec.footprint, 0, bottom - 2.54, true),
    property(3, 'Datasheet', spec.datasheet, 0, bottom - 5.08, true),
    property(4, 'ki_keywords', spec.keywords, 0, 0, true),
    property(5, 'ki_description', spec.description, 0, 0, true),
    [sym('symbol'), `${name}_0_1`, ...spec.graphics],
    [sym('symbol'), `${name}_1_1`, ...spec.pins.map(pinSExpr)],
  );
  return head;
}

/** A library file holding the given symbols. */
export function symbolLibraryText(specs: readonly SymbolSpec[]): string {
  const lib: SExpr = [
    sym('kicad_symbol_lib'),
    [sym('version'), 20211014],
    [sym('generator'), sym('jianku')],
    ...specs.map(symbolSExpr),
  ];
  return `${serialize(lib)}\n`;
}
