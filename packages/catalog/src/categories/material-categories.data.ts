// Category tree of the material library (材料库): every leaf holds the material parameters.

import type { ParamDef } from '../types.ts';
import { type Node, num, tx } from './param-defs.ts';

export const materialParams: ParamDef[] = [
  num('density', '密度 ρ', 'g/cm³', 'density'),
  num('elastic_modulus', '弹性模量 E', 'GPa', 'stress'),
  num('tensile_strength', '抗拉强度 Rm', 'MPa', 'stress'),
  num('yield_strength', '屈服强度 ReL/Rp0.2', 'MPa', 'stress'),
  num('elongation', '断后伸长率 A', '%', 'ratio'),
  tx('hardness', '硬度', false),
  num('thermal_conductivity', '热导率 λ', 'W/(m·K)', 'thermal_conductivity'),
  num('thermal_expansion', '线膨胀系数 α', '×10⁻⁶/K', 'thermal_expansion'),
  num('melting_range', '熔化温度(范围)', '°C', 'temperature'),
  num('glass_transition', '玻璃化温度 Tg', '°C', 'temperature'),
];

export const materialTree: Node[] = [
  {
    code: 'mat.metal',
    name: '金属材料',
    nameEn: 'Metals',
    children: [
      {
        code: 'mat.metal.steel',
        name: '钢',
        nameEn: 'Steels',
        children: [
          {
            code: 'mat.metal.steel.carbon-structural',
            name: '碳素结构钢',
            nameEn: 'Carbon structural steels',
          },
          {
            code: 'mat.metal.steel.hsla',
            name: '低合金高强度结构钢',
            nameEn: 'High-strength low-alloy structural steels',
          },
          { code: 'mat.metal.steel.quality-carbon', name: '优质碳素结构钢', nameEn: 'Quality carbon steels' },
          { code: 'mat.metal.steel.alloy-structural', name: '合金结构钢', nameEn: 'Alloy structural steels' },
          { code: 'mat.metal.steel.bearing', name: '轴承钢', nameEn: 'Bearing steels' },
          { code: 'mat.metal.steel.stainless', name: '不锈钢', nameEn: 'Stainless steels' },
        ],
      },
      {
        code: 'mat.metal.cast-iron',
        name: '铸铁',
        nameEn: 'Cast irons',
        children: [
          { code: 'mat.metal.cast-iron.grey', name: '灰铸铁', nameEn: 'Grey cast irons' },
          {
            code: 'mat.metal.cast-iron.ductile',
            name: '球墨铸铁',
            nameEn: 'Ductile (spheroidal graphite) irons',
          },
        ],
      },
      {
        code: 'mat.metal.aluminium',
        name: '铝及铝合金',
        nameEn: 'Aluminium and alloys',
        children: [
          { code: 'mat.metal.aluminium.wrought', name: '变形铝及铝合金', nameEn: 'Wrought aluminium' },
          {
            code: 'mat.metal.aluminium.cast',
            name: '铸造(压铸)铝合金',
            nameEn: 'Cast and die-cast aluminium',
          },
        ],
      },
      { code: 'mat.metal.copper', name: '铜及铜合金', nameEn: 'Copper and copper alloys' },
      { code: 'mat.metal.titanium', name: '钛及钛合金', nameEn: 'Titanium and titanium alloys' },
    ],
  },
  {
    code: 'mat.polymer',
    name: '高分子材料',
    nameEn: 'Polymers',
    children: [{ code: 'mat.polymer.engineering', name: '工程塑料', nameEn: 'Engineering plastics' }],
  },
];
