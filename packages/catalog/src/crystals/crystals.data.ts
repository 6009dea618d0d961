// Quartz crystal units (无源晶振) engineers put next to an MCU, by the makers' exact part numbers. Only the figures
// the cited listing gives are kept; a field it leaves out stays out (never filled from the series' range).
// Sources, per part (LCSC's product pages give the makers' datasheet figures):
// - TXC 7M40000005: 40 MHz, CL 10 pF, ±10 ppm at 25 °C, −15~+5 ppm over 0~+85 °C, ESR 60 Ω, 3225 4-pad
//   (LCSC C90924).
// - TXC A308000003: 8 MHz, CL 12 pF, ±30 ppm, −40~+125 °C, ESR 300 Ω, 3225 2-pad (LCSC C409345).
// - Seiko Epson FC-135 Q13FC1350000400: 32.768 kHz, CL 12.5 pF, ±20 ppm, −40~+85 °C, ESR 70 kΩ, 3.2×1.5 mm
//   (LCSC C32346).
// - YXC X49SM8MSD2SC: 8 MHz, CL 20 pF, ±20 ppm, ±30 ppm over −20~+70 °C, HC-49S SMD (LCSC C12674).
// - YXC X322512MSB4SI: 12 MHz, CL 20 pF, 3225 4-pad (LCSC/JLCPCB C9002, a JLCPCB basic part).
// - NDK NX3225GA-12MHZ-STD-CRG-2: 12 MHz, CL 8 pF, ±20 ppm, ESR 100 Ω, 3225 4-pad (LCSC C481407).
// - Seiko Epson X1E0000210158: 27 MHz, CL 10 pF, ESR 40 Ω, 3225 (LCSC C91748).
// - Abracon ABM8-272-T3: 12 MHz, CL 10 pF, ABM8 outline 3.2×2.5 mm:
//   the crystal Raspberry Pi's RP2040/RP2350 hardware design guides use (LCSC C20625731).

import { componentItem } from '../component-item.ts';
import { DATASHEETS } from '../datasheets.ts';
import { type Family, tableFamily } from '../family.ts';
import { Kind, type ParamValue } from '../types.ts';
import { celsiusRange, farad, hertz, ohm, ppm, text } from '../values.ts';

interface Crystal {
  brand: string;
  mpn: string;
  series: string;
  hz: number;
  /** Load capacitance, F. */
  cl: number;
  size: string;
  pkg: string;
  /** ± tolerance at 25 °C, ppm. */
  tol?: number;
  /** Stability over the operating range: ± ppm, or [min, max] ppm. */
  stab?: number | [number, number];
  esr?: number;
  temp?: [number, number];
  source: string;
  /** The maker's datasheet address where one was checked (datasheets.ts, sixth batch). */
  datasheet?: string;
}

const CRYSTALS: Crystal[] = [
  {
    brand: 'txc',
    mpn: '7M40000005',
    series: 'TXC 7M',
    hz: 40e6,
    cl: 10e-12,
    size: '3.2×2.5 mm',
    pkg: 'SMD3225-4P',
    tol: 10,
    stab: [-15, 5],
    esr: 60,
    temp: [0, 85],
    source: 'LCSC C90924',
  },
  {
    brand: 'txc',
    mpn: 'A308000003',
    series: 'TXC 3225',
    hz: 8e6,
    cl: 12e-12,
    size: '3.2×2.5 mm',
    pkg: 'SMD3225-2P',
    tol: 30,
    esr: 300,
    temp: [-40, 125],
    source: 'LCSC C409345',
  },
  {
    brand: 'epson',
    mpn: 'Q13FC1350000400',
    series: 'Epson FC-135',
    datasheet: DATASHEETS.epsonFc135,
    hz: 32768,
    cl: 12.5e-12,
    size: '3.2×1.5 mm',
    pkg: 'SMD3215-2P',
    tol: 20,
    esr: 70e3,
    temp: [-40, 85],
    source: 'LCSC C32346',
  },
  {
    brand: 'yxc',
    mpn: 'X49SM8MSD2SC',
    series: 'YXC HC-49S SMD',
    hz: 8e6,
    cl: 20e-12,
    size: 'HC-49S SMD',
    pkg: 'HC-49S-SMD',
    tol: 20,
    stab: 30,
    temp: [-20, 70],
    source: 'LCSC C12674',
  },
  {
    brand: 'yxc',
    mpn: 'X322512MSB4SI',
    series: 'YXC 3225',
    hz: 12e6,
    cl: 20e-12,
    size: '3.2×2.5 mm',
    pkg: 'SMD3225-4P',
    source: 'LCSC C9002',
  },
  {
    brand: 'ndk',
    mpn: 'NX3225GA-12MHZ-STD-CRG-2',
    series: 'NDK NX3225GA',
    hz: 12e6,
    cl: 8e-12,
    size: '3.2×2.5 mm',
    pkg: 'SMD3225-4P',
    tol: 20,
    esr: 100,
    source: 'LCSC C481407',
  },
  {
    brand: 'epson',
    mpn: 'X1E0000210158',
    series: 'Epson 3225',
    hz: 27e6,
    cl: 10e-12,
    size: '3.2×2.5 mm',
    pkg: 'SMD3225',
    esr: 40,
    source: 'LCSC C91748',
  },
  {
    brand: 'abracon',
    mpn: 'ABM8-272-T3',
    series: 'Abracon ABM8',
    datasheet: DATASHEETS.abraconAbm8,
    hz: 12e6,
    cl: 10e-12,
    size: '3.2×2.5 mm',
    pkg: 'SMD3225-4P',
    source: 'LCSC C20625731; Raspberry Pi RP2040/RP2350 hardware design guides',
  },
];

function params(c: Crystal): Record<string, ParamValue> {
  const stab = c.stab === undefined ? undefined : Array.isArray(c.stab) ? ppm(...c.stab) : ppm(c.stab);
  return {
    frequency: hertz(c.hz),
    load_capacitance: farad(c.cl),
    ...(c.tol === undefined ? {} : { frequency_tolerance: ppm(c.tol) }),
    ...(stab ? { frequency_stability: stab } : {}),
    ...(c.esr === undefined ? {} : { esr: ohm(c.esr) }),
    ...(c.temp ? { operating_temperature: celsiusRange(...c.temp) } : {}),
    case_size: text(c.size),
  };
}

function build(c: Crystal) {
  const p = params(c);
  const f = p.frequency?.display.replace(' ', '') ?? '';
  const cl = p.load_capacitance?.display.replace(' ', '') ?? '';
  const tol = c.tol === undefined ? '' : ` ±${c.tol}ppm`;
  return componentItem({
    brandCode: c.brand,
    mpn: c.mpn,
    categoryCode: 'comp.passive.crystal',
    name: `无源晶振 ${f} ${cl}${tol} ${c.pkg}`,
    series: c.series,
    description: `${c.series} 石英晶体谐振器 ${c.mpn}，${f}，负载电容 ${cl}${tol ? `，频率公差${tol}` : ''}，${c.size}。来源：${c.source}。`,
    params: p,
    package: c.pkg,
    datasheetUrl: c.datasheet ?? null,
  });
}

/** Drawn from only at the default catalogue's size (Family.defaultOnly). */
export function crystalFamilies(): Family[] {
  return [
    {
      ...tableFamily<Crystal, undefined>({
        id: 'crystal.popular',
        kind: Kind.component,
        label: '无源晶振 (常用型号)',
        rows: () => CRYSTALS,
        build,
      }),
      defaultOnly: true,
    },
  ];
}
