// The headline ratings a KiCad symbol's description states, read by a strict grammar per category: the
// description is split at ", " into fields and each rating is read only from a field written the way KiCad's
// libraries write it ("-4.3A Id", "-30V Vds", "55mOhm Ron", "0.1A Ic", "45V Vce", "100V 0.15A … Diode",
// "11V, 500mW, 5%, Zener diode", "600W unidirectional … Suppressor, 56Vrwm", "1A Low Dropout regulator, positive,
// 3.3V fixed output", "ARM Cortex-M3 MCU, 64KB flash, 20KB RAM, 72MHz"). A description missing one of its
// category's key ratings, or stating one twice with different values, gives a reason instead of a row.

import { fields, milli, NUM, num, one, type Reading } from './kicad-grammar.ts';
import type { KicadSymbol } from './kicad-library.ts';
import { ldo } from './kicad-ratings-ldo.ts';

export type { KicadCategory, Ratings, Reading } from './kicad-grammar.ts';

function mosfet(fs: string[], text: string): Reading {
  if (/\bJFET\b|Idss/.test(text)) return { reason: 'JFET (no JFET category)' };
  if (/Complementary|N and P|P\/N|N\/P/.test(text)) return { reason: 'complementary N+P pair' };
  const n = /\bN-Channel\b/.test(text);
  const p = /\bP-Channel\b/.test(text);
  if (n === p || !/MOSFET/.test(text)) return { reason: 'channel not stated' };
  const id = one(fs, new RegExp(`^-?${NUM}(m)?A Id$`), (m) => num(m[1]) * milli(m[2]));
  const vds = one(fs, new RegExp(`^-?${NUM}V Vds$`), (m) => num(m[1]));
  if (typeof id !== 'number' || typeof vds !== 'number') return { reason: 'Id or Vds not stated' };
  const ratings: Record<string, number | string> = { channel: n ? 'N沟道' : 'P沟道', vds, id };
  const rds = one(fs, new RegExp(`^${NUM} ?(m)?Ohm(?: Rds| Ron)?$`), (m) => num(m[1]) * milli(m[2]));
  if (rds === 'conflict') return { reason: 'Rds(on) stated twice' };
  if (rds !== null) {
    ratings.rds_on = rds;
    const vgs = one(fs, new RegExp(`^${NUM}V Vgs$`), (m) => num(m[1]));
    if (typeof vgs === 'number') ratings.rds_vgs = vgs;
  }
  if (/\bDual\b/.test(text)) ratings.dual = 'dual';
  return { category: 'mosfet', ratings };
}

function bjt(fs: string[], text: string): Reading {
  const npn = /\bNPN\b/.test(text);
  const pnp = /\bPNP\b/.test(text);
  if (npn === pnp) return { reason: npn ? 'NPN and PNP in one part' : 'polarity not stated' };
  const ic = one(fs, new RegExp(`^-?${NUM}(m)?A I[cC]$`), (m) => num(m[1]) * milli(m[2]));
  const vce = one(fs, new RegExp(`^-?${NUM}V Vce$`), (m) => num(m[1]));
  if (typeof ic !== 'number' || typeof vce !== 'number') return { reason: 'Ic or Vce not stated' };
  const ratings: Record<string, number | string> = { polarity: npn ? 'NPN' : 'PNP', vceo: vce, ic };
  const pd = one(fs, new RegExp(`^${NUM}(m)?W$`), (m) => num(m[1]) * milli(m[2]));
  if (typeof pd === 'number') ratings.pd = pd;
  if (/\bDarlington\b/.test(text)) ratings.darlington = 'darlington';
  if (/\b(Dual|Double)\b/.test(text)) ratings.dual = 'dual';
  return { category: 'bjt', ratings };
}

const DIODE_HEAD = new RegExp(`^(Dual )?${NUM}V,? ${NUM}(m)?A,? (.+)$`);

function generalDiode(text: string): Reading {
  const m = DIODE_HEAD.exec(text);
  if (!m) return { reason: 'Vr and If not stated' };
  const rest = m[5] ?? '';
  const type = /Schottky/i.test(rest)
    ? '肖特基二极管'
    : /Rectifier|Recovery/i.test(rest)
      ? '整流二极管'
      : /switching|High-speed standard/i.test(rest)
        ? '开关二极管'
        : null;
  if (!type) return { reason: 'diode type not one of switching/rectifier/Schottky' };
  const configuration = /common cathode/i.test(text)
    ? '双管共阴'
    : /common anode/i.test(text)
      ? '双管共阳'
      : /in series/i.test(text)
        ? '双管串联'
        : m[1] || /\b(array|Dual)\b/i.test(text)
          ? null
          : '单管';
  if (!configuration) return { reason: 'multi-diode configuration not stated' };
  return {
    category: 'diode',
    ratings: {
      diode_type: type,
      configuration,
      vrrm: num(m[2]),
      if_avg: num(m[3]) * milli(m[4]),
    },
  };
}

function zener(fs: string[]): Reading {
  const vz = one(fs, new RegExp(`^${NUM}V$`), (m) => num(m[1]));
  if (typeof vz !== 'number') return { reason: 'Zener voltage not stated (series symbol)' };
  const ratings: Record<string, number | string> = { vz };
  const pd = one(fs, new RegExp(`^${NUM}(m)?W(?: .*Zener Diode)?$`, 'i'), (m) => num(m[1]) * milli(m[2]));
  if (typeof pd === 'number') ratings.pd = pd;
  const tol = one(fs, new RegExp(`^${NUM}%$`), (m) => num(m[1]) / 100);
  if (typeof tol === 'number') ratings.vz_tolerance = tol;
  return { category: 'zener', ratings };
}

function tvs(fs: string[], text: string): Reading {
  const uni = /\bunidirectional\b/i.test(text);
  const bi = /\bbidirectional\b/i.test(text);
  if (uni === bi) return { reason: 'TVS polarity not stated' };
  const vrwm = one(fs, new RegExp(`^${NUM}Vrwm$`), (m) => num(m[1]));
  if (typeof vrwm !== 'number') return { reason: 'TVS Vrwm not stated' };
  const ratings: Record<string, number | string> = { vrwm, polarity: uni ? '单向' : '双向' };
  const ppp = one(fs, new RegExp(`^${NUM}(k)?W (?:uni|bi)directional`), (m) => num(m[1]) * (m[2] ? 1000 : 1));
  if (typeof ppp === 'number') ratings.ppp = ppp;
  return { category: 'tvs', ratings };
}

function diode(fs: string[], text: string): Reading {
  if (/Zener/i.test(text)) return zener(fs);
  if (/Transient Voltage Suppressor|\bTVS\b/.test(text)) return tvs(fs, text);
  if (/\b(ESD|LED|Varicap|Capacitance|trigger|Bridge)\b/i.test(text))
    return { reason: 'not a switching/rectifier/Schottky diode' };
  return generalDiode(text);
}

function mcu(fs: string[]): Reading {
  const core = /^ARM (Cortex-M\d+\+?) MCU$/.exec(fs[0] ?? '');
  if (!core) return { reason: 'core not stated' };
  const flash = one(fs, new RegExp(`^${NUM}KB flash$`), (m) => num(m[1]) * 1024);
  const ram = one(fs, new RegExp(`^${NUM}KB RAM$`), (m) => num(m[1]) * 1024);
  const mhz = one(fs, new RegExp(`^${NUM}MHz$`), (m) => num(m[1]) * 1e6);
  const pkg = /^(?:ST_)?([A-Z]+)-?(\d+)$/.exec(fs[fs.length - 1] ?? '');
  if (typeof flash !== 'number' || typeof ram !== 'number' || typeof mhz !== 'number' || !pkg) {
    return { reason: 'flash, RAM, frequency or package not stated' };
  }
  return {
    category: 'mcu',
    ratings: { core: `Arm ${core[1]}`, flash, ram, fmax: mhz, pins: num(pkg[2]), pkg: `${pkg[1]}${pkg[2]}` },
  };
}

/** The ratings of a symbol of one of the libraries read (the library tells which grammar applies). */
export function readRatings(s: KicadSymbol): Reading {
  const text = s.description.trim();
  if (!text) return { reason: 'no description' };
  const fs = fields(text);
  if (s.library === 'Transistor_FET') return mosfet(fs, text);
  if (s.library === 'Transistor_BJT') return bjt(fs, text);
  if (s.library === 'Diode') return diode(fs, text);
  if (s.library === 'Regulator_Linear') return ldo(fs, text);
  if (s.library.startsWith('MCU_ST_STM32')) return mcu(fs);
  return { reason: `library ${s.library} not read` };
}
