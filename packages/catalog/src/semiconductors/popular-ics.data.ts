// The regulators and microcontrollers engineers search most, from their makers' published lines: ST L78xxC
// (TO-220 and D²PAK order codes of the L78 datasheet), LM317 (ST and onsemi), TI LM1117, Diodes AP2112K,
// more of ST's STM32, Microchip's AVR and WCH's CH32V. Ratings are the headline values of each datasheet.

import { DATASHEETS } from '../datasheets.ts';
import type { Family } from '../family.ts';
import { volt } from '../values.ts';
import { type Curated, curatedFamily, ldo, mcu } from './semiconductors.data.ts';

const L78_VOLTS = [5, 6, 8, 9, 12, 15, 18, 24] as const;

function regulators(): Curated[] {
  const l78 = (v: number, pkg: 'TO-220' | 'D2PAK') =>
    ldo(
      'st',
      pkg === 'TO-220' ? `L78${String(v).padStart(2, '0')}CV` : `L78${String(v).padStart(2, '0')}CD2T-TR`,
      'L78',
      v,
      1.5,
      v >= 20 ? 40 : 35,
      pkg,
      'ST L78 positive voltage regulator datasheet (DS0422)',
      { dropout: volt(2) },
    );
  return [
    ...L78_VOLTS.map((v) => l78(v, 'TO-220')),
    ...([5, 9, 12] as const).map((v) => l78(v, 'D2PAK')),
    ldo(
      'st',
      'LM317T',
      'LM317',
      null,
      1.5,
      null,
      'TO-220',
      'ST LM217/LM317 datasheet (DS0433)',
      {},
      DATASHEETS.stLm317,
    ),
    ldo(
      'onsemi',
      'LM317TG',
      'LM317',
      null,
      1.5,
      null,
      'TO-220',
      'onsemi LM317 datasheet',
      {},
      DATASHEETS.onsemiLm317,
    ),
    ...(['3.3', '5.0', 'ADJ'] as const).map((v) =>
      ldo(
        'ti',
        `LM1117IMPX-${v}/NOPB`,
        'LM1117',
        v === 'ADJ' ? null : Number(v),
        0.8,
        15,
        'SOT-223',
        'TI LM1117 datasheet',
        {},
        'https://www.ti.com/lit/ds/symlink/lm1117.pdf',
      ),
    ),
    ...(['1.8', '2.5', '3.3'] as const).map((v) =>
      ldo(
        'diodes',
        `AP2112K-${v}TRG1`,
        'AP2112',
        Number(v),
        0.6,
        6,
        'SOT-25',
        'Diodes Incorporated AP2112 datasheet',
      ),
    ),
  ].map((f) => ({ ...f, defaultOnly: true }));
}

const ST_DS = 'https://www.st.com/resource/en/datasheet/';
const M3 = 'Arm Cortex-M3';
const M4F = 'Arm Cortex-M4F';

function mcus(): Curated[] {
  return [
    mcu('st', 'STM32F103T8U6', 'STM32F103', M3, 72, 64, 20, 'VFQFPN36', 36, `${ST_DS}stm32f103c8.pdf`),
    mcu('st', 'STM32F103R8T6', 'STM32F103', M3, 72, 64, 20, 'LQFP64', 64, `${ST_DS}stm32f103c8.pdf`),
    mcu('st', 'STM32F103V8T6', 'STM32F103', M3, 72, 64, 20, 'LQFP100', 100, `${ST_DS}stm32f103c8.pdf`),
    mcu('st', 'STM32F103VCT6', 'STM32F103', M3, 72, 256, 48, 'LQFP100', 100),
    mcu('st', 'STM32F103RET6', 'STM32F103', M3, 72, 512, 64, 'LQFP64', 64),
    mcu('st', 'STM32F042F6P6', 'STM32F042', 'Arm Cortex-M0', 48, 32, 6, 'TSSOP20', 20),
    mcu('st', 'STM32F072CBT6', 'STM32F072', 'Arm Cortex-M0', 48, 128, 16, 'LQFP48', 48),
    mcu('st', 'STM32F405RGT6', 'STM32F405', M4F, 168, 1024, 192, 'LQFP64', 64),
    mcu('st', 'STM32F446RET6', 'STM32F446', M4F, 180, 512, 128, 'LQFP64', 64),
    mcu('st', 'STM32G431CBU6', 'STM32G431', M4F, 170, 128, 32, 'UFQFPN48', 48),
    mcu('st', 'STM32H743VIT6', 'STM32H743', 'Arm Cortex-M7', 480, 2048, 1024, 'LQFP100', 100),
    mcu('microchip', 'ATmega32U4-AU', 'ATmega32U4', 'AVR 8位', 16, 32, 2.5, 'TQFP44', 44),
    mcu('microchip', 'ATmega2560-16AU', 'ATmega2560', 'AVR 8位', 16, 256, 8, 'TQFP100', 100),
    mcu('microchip', 'ATmega16U2-MU', 'ATmega16U2', 'AVR 8位', 16, 16, 0.5, 'VQFN32', 32),
    mcu('microchip', 'ATmega8A-AU', 'ATmega8A', 'AVR 8位', 16, 8, 1, 'TQFP32', 32),
    mcu('microchip', 'ATtiny85-20PU', 'ATtiny85', 'AVR 8位', 20, 8, 0.5, 'PDIP8', 8),
    mcu('microchip', 'ATtiny85-20SU', 'ATtiny85', 'AVR 8位', 20, 8, 0.5, 'SOIC8', 8),
    mcu('wch', 'CH32V203C8T6', 'CH32V203', 'RISC-V (青稞 V4B)', 144, 64, 20, 'LQFP48', 48),
  ].map((f) => ({ ...f, defaultOnly: true }));
}

/** Drawn from only at the default catalogue's size (Family.defaultOnly). */
export function popularIcFamilies(): Family[] {
  return [
    curatedFamily('ic.regulator.popular', '线性稳压器 (常用型号)', regulators),
    curatedFamily('ic.mcu.popular', '微控制器 MCU (常用型号)', mcus),
  ].map((f) => ({ ...f, defaultOnly: true }));
}
