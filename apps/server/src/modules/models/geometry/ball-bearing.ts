/**
 * Deep groove ball bearings (GB/T 276 = ISO 15): bore d, outside diameter D, width B from the catalogue;
 * shields (防尘盖, Z/2Z) or seals (密封圈, RS/2RS) on one or both sides as the item's 密封/防尘 says.
 * The internal design is not in the standard and differs per maker; the model uses a representative one:
 * ball diameter Dw = min(0.3 (D − d), 0.8 B), pitch diameter dm = (d + D)/2, Z = ⌊π dm / (1.3 Dw)⌋ balls,
 * ring shoulders at dm ∓ 0.7 Dw, raceway grooves of radius 0.52 Dw about the ball centres, shields and seals
 * 0.06 B thick set 0.04 B in from the faces. Bearing axis = Z, one face at z = 0.
 * Each ring, ball and shield is its own solid (they do not touch: the groove is larger than the ball).
 */
import {
  allPresent,
  dim,
  type Family,
  type ModelPart,
  mm,
  num,
  revolveProfile,
  type Solid3D,
} from './family.ts';

/** The representative internal design above, from d, D, B. */
export function ballBearingDesign(d: number, D: number, B: number) {
  const dw = Math.min(0.3 * (D - d), 0.8 * B);
  const rm = (d + D) / 4;
  const z = Math.max(3, Math.floor((Math.PI * 2 * rm) / (1.3 * dw)));
  return {
    dw,
    rm,
    z,
    ri: rm - 0.35 * dw,
    ro: rm + 0.35 * dw,
    groove: 0.52 * dw,
    shieldT: 0.06 * B,
    shieldInset: 0.04 * B,
  };
}

/** Sides closed by the designation's 密封/防尘 value: 0, 1 or 2, and whether they are rubber seals. */
function closures(seal: string | undefined): { sides: number; rubber: boolean } {
  if (!seal || seal === '开式') return { sides: 0, rubber: false };
  return { sides: seal.startsWith('双面') ? 2 : 1, rubber: seal.includes('密封') };
}

export const deepGrooveBallBearing: Family = {
  id: 'deep-groove-ball-bearing',
  categories: ['part.bearing.deep-groove-ball'],
  spec(item) {
    const v = allPresent({ d: mm(item, 'd'), D: mm(item, 'D'), B: mm(item, 'B') });
    if (!v || v.d >= v.D) return 'missing';
    const { d, D, B } = v;
    const { sides, rubber } = closures(item.params.seal?.display);
    return {
      family: 'deep-groove-ball-bearing',
      params: { d, D, B, sides, rubber: rubber ? 1 : 0 },
      productName: `Deep groove ball bearing ${item.model}`.slice(0, 60),
      dimensions: [
        dim('d', '内径', d, [-d / 2, 0, B], [d / 2, 0, B]),
        dim('D', '外径', D, [-D / 2, -D * 0.55, B], [D / 2, -D * 0.55, B]),
        dim('B', '宽度', B, [D * 0.6, 0, 0], [D * 0.6, 0, B]),
      ],
    };
  },
  build(kernel, p) {
    const [d, D, B] = [num(p, 'd'), num(p, 'D'), num(p, 'B')];
    const g = ballBearingDesign(d, D, B);
    const torus = () =>
      kernel
        .drawCircle(g.groove)
        .translate([g.rm, B / 2])
        .sketchOnPlane('XZ')
        .revolve([0, 0, 1]) as Solid3D;
    const ring = (r0: number, r1: number) =>
      revolveProfile(kernel, [
        [r0, 0],
        [r1, 0],
        [r1, B],
        [r0, B],
      ]).cut(torus());
    const parts: ModelPart[] = [
      { name: 'inner ring', color: '#c5cbd3', shape: ring(d / 2, g.ri) },
      { name: 'outer ring', color: '#c5cbd3', shape: ring(g.ro, D / 2) },
    ];
    for (let i = 0; i < g.z; i++) {
      const a = (2 * Math.PI * i) / g.z;
      const ball = kernel.makeSphere(g.dw / 2).translate([g.rm * Math.cos(a), g.rm * Math.sin(a), B / 2]);
      parts.push({ name: `ball ${i + 1}`, color: '#e6e9ee', shape: ball });
    }
    const sides = num(p, 'sides');
    const rubber = num(p, 'rubber') === 1;
    for (let side = 0; side < sides; side++) {
      const z0 = side === 0 ? B - g.shieldInset - g.shieldT : g.shieldInset;
      const shield = revolveProfile(kernel, [
        [g.ri, z0],
        [g.ro, z0],
        [g.ro, z0 + g.shieldT],
        [g.ri, z0 + g.shieldT],
      ]);
      parts.push({ name: rubber ? 'seal' : 'shield', color: rubber ? '#2b2b2b' : '#8d949c', shape: shield });
    }
    return parts;
  },
};
