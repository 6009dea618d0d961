/**
 * Package pinouts of the ICs we draw, from their makers' datasheets. Each pin: number, name, electrical
 * type, and the side of the symbol box it goes on (L left, R right, T top, B bottom).
 */
import type { PinType } from './symbol.ts';

export interface IcPin {
  number: string;
  name: string;
  type: PinType;
  side: 'L' | 'R' | 'T' | 'B';
}

const pin = (number: number, name: string, type: PinType, side: IcPin['side']): IcPin => ({
  number: String(number),
  name,
  type,
  side,
});

export interface IcPinout {
  /** the datasheet and table the pins are from */
  source: string;
  pins: IcPin[];
}

/** AMS1117 (SOT-223): AMS1117 datasheet, "Pin Connections"; pin 1 is GND on fixed, ADJ on adjustable parts; the tab is VOUT. */
export function ams1117(adjustable: boolean): IcPinout {
  return {
    source: 'Advanced Monolithic Systems AMS1117 datasheet, Pin Connections (SOT-223)',
    pins: [
      pin(1, adjustable ? 'ADJ' : 'GND', adjustable ? 'input' : 'power_in', 'B'),
      pin(2, 'VOUT', 'power_out', 'R'),
      pin(3, 'VIN', 'power_in', 'L'),
    ],
  };
}

/** TLV1117 (SOT-223, DCY): TI TLV1117 datasheet, Pin Configuration and Functions; the tab is OUTPUT. */
export function tlv1117(adjustable: boolean): IcPinout {
  return {
    source: 'TI TLV1117 datasheet, Pin Configuration and Functions (DCY, SOT-223)',
    pins: [
      pin(1, adjustable ? 'ADJ' : 'GND', adjustable ? 'input' : 'power_in', 'B'),
      pin(2, 'OUTPUT', 'power_out', 'R'),
      pin(3, 'INPUT', 'power_in', 'L'),
    ],
  };
}

/** XC6206 (SOT-23, MR): Torex XC6206 series datasheet, Pin Configuration. */
export const XC6206: IcPinout = {
  source: 'Torex XC6206 series datasheet, Pin Configuration (SOT-23)',
  pins: [pin(1, 'VSS', 'power_in', 'B'), pin(2, 'VOUT', 'power_out', 'R'), pin(3, 'VIN', 'power_in', 'L')],
};

/** ME6211 (SOT-23-5, M5): Microne ME6211 datasheet, pin description. */
export const ME6211: IcPinout = {
  source: 'Microne ME6211 datasheet, Pin Description (SOT-23-5)',
  pins: [
    pin(1, 'VIN', 'power_in', 'L'),
    pin(2, 'VSS', 'power_in', 'B'),
    pin(3, 'CE', 'input', 'L'),
    pin(4, 'NC', 'no_connect', 'R'),
    pin(5, 'VOUT', 'power_out', 'R'),
  ],
};

/** RT9013-xxGB (SOT-23-5): Richtek RT9013 datasheet, Pin Configurations (GB: pin 4 NC). */
export const RT9013: IcPinout = {
  source: 'Richtek RT9013 datasheet, Pin Configurations (SOT-23-5)',
  pins: [
    pin(1, 'VIN', 'power_in', 'L'),
    pin(2, 'GND', 'power_in', 'B'),
    pin(3, 'EN', 'input', 'L'),
    pin(4, 'NC', 'no_connect', 'R'),
    pin(5, 'VOUT', 'power_out', 'R'),
  ],
};

/**
 * STM32F103x8/xB in LQFP48: ST datasheet DS5319 (STM32F103x8, STM32F103xB), Table 5 "Medium-density
 * STM32F103xx pin definitions", LQFP48 column. Every one of the 48 pins.
 */
export const STM32F103_LQFP48: IcPinout = (() => {
  const io = (n: number, name: string): IcPin => pin(n, name, 'bidirectional', 'R');
  const pw = (n: number, name: string): IcPin => pin(n, name, 'power_in', name.startsWith('VSS') ? 'B' : 'T');
  const pins: IcPin[] = [
    pw(1, 'VBAT'),
    pin(2, 'PC13-TAMPER-RTC', 'bidirectional', 'L'),
    pin(3, 'PC14-OSC32_IN', 'bidirectional', 'L'),
    pin(4, 'PC15-OSC32_OUT', 'bidirectional', 'L'),
    pin(5, 'PD0-OSC_IN', 'input', 'L'),
    pin(6, 'PD1-OSC_OUT', 'output', 'L'),
    pin(7, 'NRST', 'input', 'L'),
    pw(8, 'VSSA'),
    pw(9, 'VDDA'),
    io(10, 'PA0-WKUP'),
    ...[1, 2, 3, 4, 5, 6, 7].map((k) => io(10 + k, `PA${k}`)),
    io(18, 'PB0'),
    io(19, 'PB1'),
    io(20, 'PB2-BOOT1'),
    io(21, 'PB10'),
    io(22, 'PB11'),
    pw(23, 'VSS_1'),
    pw(24, 'VDD_1'),
    ...[12, 13, 14, 15].map((k, i) => io(25 + i, `PB${k}`)),
    ...[8, 9, 10, 11, 12].map((k, i) => io(29 + i, `PA${k}`)),
    io(34, 'PA13-JTMS-SWDIO'),
    pw(35, 'VSS_2'),
    pw(36, 'VDD_2'),
    io(37, 'PA14-JTCK-SWCLK'),
    io(38, 'PA15-JTDI'),
    io(39, 'PB3-JTDO'),
    io(40, 'PB4-NJTRST'),
    io(41, 'PB5'),
    io(42, 'PB6'),
    io(43, 'PB7'),
    pin(44, 'BOOT0', 'input', 'L'),
    io(45, 'PB8'),
    io(46, 'PB9'),
    pw(47, 'VSS_3'),
    pw(48, 'VDD_3'),
  ];
  return { source: 'ST DS5319 (STM32F103x8/xB), Table 5 pin definitions, LQFP48', pins };
})();
