/**
 * Symbol bodies and pins of the device kinds, drawn as KiCad's own Device library draws them, with pin
 * numbers from the datasheets' package pinouts:
 *   R, C, L, polarised C: pins 1 and 2 (top, bottom);
 *   diodes: 1 = cathode (K, the bar), 2 = anode (A), as printed on SOD-123/SMA packages (cathode band);
 *   bidirectional TVS: A1, A2; BAV99 (SOT-23): 1 = anode of D1, 2 = cathode of D2, 3 = common;
 *   SOT-23 bipolar transistors: 1 = B, 2 = E, 3 = C; SOT-23 MOSFETs: 1 = G, 2 = S, 3 = D.
 */
import type { SExpr } from '../sexpr.ts';
import { arc, circle, type PinSpec, polyline, rectangle } from './symbol.ts';

export interface SymbolBody {
  reference: string;
  pins: PinSpec[];
  graphics: SExpr[];
  hidePinNames: boolean;
  hidePinNumbers: boolean;
}

const passivePin = (
  number: string,
  name: string,
  x: number,
  y: number,
  angle: PinSpec['angle'],
  length: number,
): PinSpec => ({
  number,
  name,
  type: 'passive',
  x,
  y,
  angle,
  length,
});

/** Vertical two-terminal part: pin 1 at the top, pin 2 at the bottom. */
function vertical(reference: string, graphics: SExpr[], names: [string, string] = ['~', '~']): SymbolBody {
  return {
    reference,
    pins: [passivePin('1', names[0], 0, 3.81, 270, 1.27), passivePin('2', names[1], 0, -3.81, 90, 1.27)],
    graphics,
    hidePinNames: true,
    hidePinNumbers: true,
  };
}

export const resistor = (): SymbolBody => vertical('R', [rectangle(-1.016, -2.54, 1.016, 2.54)]);

export const capacitor = (): SymbolBody =>
  vertical('C', [
    polyline(
      [
        [-2.032, -0.762],
        [2.032, -0.762],
      ],
      'none',
      0.508,
    ),
    polyline(
      [
        [-2.032, 0.762],
        [2.032, 0.762],
      ],
      'none',
      0.508,
    ),
    polyline([
      [0, 2.54],
      [0, 0.762],
    ]),
    polyline([
      [0, -2.54],
      [0, -0.762],
    ]),
  ]);

/** Polarised capacitor (tantalum): pin 1 = +. */
export const polarisedCapacitor = (): SymbolBody =>
  vertical('C', [
    rectangle(-2.286, 0.508, 2.286, 1.016),
    polyline(
      [
        [-2.286, -0.508],
        [2.286, -0.508],
      ],
      'none',
      0.508,
    ),
    polyline([
      [-1.778, 2.286],
      [-0.762, 2.286],
    ]),
    polyline([
      [-1.27, 2.794],
      [-1.27, 1.778],
    ]),
    polyline([
      [0, 2.54],
      [0, 1.016],
    ]),
    polyline([
      [0, -2.54],
      [0, -0.508],
    ]),
  ]);

export const inductor = (): SymbolBody =>
  vertical('L', [
    arc([0, -2.54], [0.635, -1.905], [0, -1.27]),
    arc([0, -1.27], [0.635, -0.635], [0, 0]),
    arc([0, 0], [0.635, 0.635], [0, 1.27]),
    arc([0, 1.27], [0.635, 1.905], [0, 2.54]),
  ]);

/** Horizontal diode: cathode (pin 1, K) on the left at the bar, anode (pin 2, A) on the right. */
export function diode(style: 'plain' | 'zener' | 'tvs-bi'): SymbolBody {
  const triangle = polyline([
    [1.27, 1.27],
    [1.27, -1.27],
    [-1.27, 0],
    [1.27, 1.27],
  ]);
  const bar =
    style === 'zener'
      ? polyline([
          [-1.778, 1.27],
          [-1.27, 1.27],
          [-1.27, -1.27],
          [-0.762, -1.27],
        ])
      : polyline([
          [-1.27, 1.27],
          [-1.27, -1.27],
        ]);
  if (style === 'tvs-bi') {
    return {
      reference: 'D',
      pins: [passivePin('1', 'A1', -5.08, 0, 0, 2.54), passivePin('2', 'A2', 5.08, 0, 180, 2.54)],
      graphics: [
        polyline([
          [-2.54, 1.27],
          [-2.54, -1.27],
          [0, 0],
          [-2.54, 1.27],
        ]),
        polyline([
          [2.54, 1.27],
          [2.54, -1.27],
          [0, 0],
          [2.54, 1.27],
        ]),
        polyline([
          [-0.508, 1.27],
          [0, 1.27],
          [0, -1.27],
          [0.508, -1.27],
        ]),
        polyline([
          [-2.54, 0],
          [2.54, 0],
        ]),
      ],
      hidePinNames: true,
      hidePinNumbers: true,
    };
  }
  return {
    reference: 'D',
    pins: [passivePin('1', 'K', -3.81, 0, 0, 2.54), passivePin('2', 'A', 3.81, 0, 180, 2.54)],
    graphics: [
      triangle,
      bar,
      polyline([
        [-1.27, 0],
        [1.27, 0],
      ]),
    ],
    hidePinNames: true,
    hidePinNumbers: true,
  };
}

/** Two diodes in series (BAV99, SOT-23): 1 = anode of D1, 3 = common node, 2 = cathode of D2. */
export function dualSeriesDiode(): SymbolBody {
  const up = (y: number): SExpr[] => [
    polyline([
      [-1.27, y - 1.27],
      [1.27, y - 1.27],
      [0, y + 1.27],
      [-1.27, y - 1.27],
    ]),
    polyline([
      [-1.27, y + 1.27],
      [1.27, y + 1.27],
    ]),
  ];
  return {
    reference: 'D',
    pins: [
      passivePin('1', 'A', 0, -7.62, 90, 2.54),
      passivePin('2', 'K', 0, 7.62, 270, 2.54),
      passivePin('3', 'K/A', -5.08, 0, 0, 2.54),
    ],
    graphics: [
      ...up(-2.54),
      ...up(2.54),
      polyline([
        [0, -5.08],
        [0, 5.08],
      ]),
      polyline([
        [-2.54, 0],
        [0, 0],
      ]),
    ],
    hidePinNames: true,
    hidePinNumbers: false,
  };
}

/** SOT-23 bipolar transistor: 1 = B (left), 2 = E (bottom), 3 = C (top). */
export function bjt(polarity: 'NPN' | 'PNP'): SymbolBody {
  const arrow: [number, number][] =
    polarity === 'NPN'
      ? [
          [1.524, -1.778],
          [1.778, -1.27],
          [2.286, -2.286],
          [1.524, -1.778],
        ]
      : [
          [1.016, -1.016],
          [1.524, -1.778],
          [0.508, -1.524],
          [1.016, -1.016],
        ];
  return {
    reference: 'Q',
    pins: [
      passivePin('1', 'B', -5.08, 0, 0, 5.08),
      passivePin('2', 'E', 2.54, -5.08, 90, 2.54),
      passivePin('3', 'C', 2.54, 5.08, 270, 2.54),
    ],
    graphics: [
      circle(1.27, 0, 2.8194),
      polyline(
        [
          [0.635, 1.905],
          [0.635, -1.905],
        ],
        'none',
        0.508,
      ),
      polyline([
        [0.635, 0.635],
        [2.54, 2.54],
      ]),
      polyline([
        [0.635, -0.635],
        [2.54, -2.54],
      ]),
      polyline(arrow, 'outline'),
    ],
    hidePinNames: true,
    hidePinNumbers: false,
  };
}

/** SOT-23 MOSFET: 1 = G (left), 2 = S (bottom), 3 = D (top). */
export function mosfet(channel: 'N' | 'P'): SymbolBody {
  const arrow: [number, number][] =
    channel === 'N'
      ? [
          [0.762, 0],
          [1.778, 0.381],
          [1.778, -0.381],
          [0.762, 0],
        ]
      : [
          [2.286, 0],
          [1.27, 0.381],
          [1.27, -0.381],
          [2.286, 0],
        ];
  return {
    reference: 'Q',
    pins: [
      passivePin('1', 'G', -5.08, 0, 0, 4.318),
      passivePin('2', 'S', 2.54, -5.08, 90, 2.54),
      passivePin('3', 'D', 2.54, 5.08, 270, 2.54),
    ],
    graphics: [
      circle(1.651, 0, 2.794),
      polyline([
        [0.254, 1.905],
        [0.254, -1.905],
      ]),
      polyline(
        [
          [0.762, 2.286],
          [0.762, 1.27],
        ],
        'none',
        0.508,
      ),
      polyline(
        [
          [0.762, 0.508],
          [0.762, -0.508],
        ],
        'none',
        0.508,
      ),
      polyline(
        [
          [0.762, -1.27],
          [0.762, -2.286],
        ],
        'none',
        0.508,
      ),
      polyline([
        [0.762, 1.778],
        [2.54, 1.778],
        [2.54, 2.54],
      ]),
      polyline([
        [0.762, -1.778],
        [2.54, -1.778],
        [2.54, -2.54],
      ]),
      polyline([
        [0.762, 0],
        [2.54, 0],
        [2.54, -1.778],
      ]),
      polyline(arrow, 'outline'),
    ],
    hidePinNames: true,
    hidePinNumbers: false,
  };
}
