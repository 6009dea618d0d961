// Makers of the KiCad symbol libraries' parts (semiconductors/kicad-parts.ts) that no other family names,
// read from their datasheets' hosts (semiconductors/kicad/kicad-package.ts). Real companies, their own sites.
import { type Brand, Kind } from './types.ts';

const C = Kind.component;

export const SEMICONDUCTOR_MAKERS: Brand[] = [
  {
    code: 'adi',
    nameZh: '亚德诺',
    nameEn: 'Analog Devices',
    country: 'US',
    website: 'https://www.analog.com',
    description: '美国亚德诺半导体 (ADI)，模拟、混合信号与电源管理芯片 (含原 Linear Technology 产品线)。',
    kinds: [C],
  },
  {
    code: 'toshiba',
    nameZh: '东芝',
    nameEn: 'Toshiba Electronic Devices & Storage',
    country: 'JP',
    website: 'https://toshiba.semicon-storage.com',
    description: '日本东芝电子元件及存储装置，分立半导体与电源 IC。',
    kinds: [C],
  },
  {
    code: 'wolfspeed',
    nameZh: '沃孚半导体',
    nameEn: 'Wolfspeed',
    country: 'US',
    website: 'https://www.wolfspeed.com',
    description: '美国 Wolfspeed (原 Cree 功率与射频部门)，碳化硅 (SiC) MOSFET 与肖特基二极管。',
    kinds: [C],
  },
  {
    code: 'nxp',
    nameZh: '恩智浦',
    nameEn: 'NXP Semiconductors',
    country: 'NL',
    website: 'https://www.nxp.com',
    description: '荷兰恩智浦半导体，微控制器、汽车与安全芯片。',
    kinds: [C],
  },
];
