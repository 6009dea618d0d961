/**
 * Models of the 3D search labelled set made by another tool than ours (issue 11): three.js primitives
 * (CylinderGeometry, LatheGeometry, ExtrudeGeometry, SphereGeometry, BoxGeometry, TorusGeometry), simplified the way a
 * catalogue download from another site often is (no chamfers, no socket in a cap screw, no thread), from the
 * same standard dimensions. Y is three.js's up; the search does not care.
 */
import * as THREE from 'three';

type Params = Record<string, number | string>;
const n = (p: Params, k: string) => Number(p[k]);

function soup(geometries: THREE.BufferGeometry[]): Float32Array {
  const parts = geometries.map(
    (g) => (g.index ? g.toNonIndexed() : g).getAttribute('position').array as Float32Array,
  );
  const out = new Float32Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const placed = (g: THREE.BufferGeometry, y: number) => g.translate(0, y, 0);

/** A closed ring (annulus of radii r1 < r2, height h) turned about Y, its base at y0. */
function ring(r1: number, r2: number, h: number, y0: number, segments = 48): THREE.BufferGeometry {
  const profile = [
    new THREE.Vector2(r1, y0),
    new THREE.Vector2(r2, y0),
    new THREE.Vector2(r2, y0 + h),
    new THREE.Vector2(r1, y0 + h),
    new THREE.Vector2(r1, y0),
  ];
  return new THREE.LatheGeometry(profile, segments);
}

function hexPrismWithHole(s: number, hole: number, h: number): THREE.BufferGeometry {
  const shape = new THREE.Shape();
  const R = s / Math.sqrt(3);
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    if (i === 0) shape.moveTo(R * Math.cos(a), R * Math.sin(a));
    else shape.lineTo(R * Math.cos(a), R * Math.sin(a));
  }
  shape.closePath();
  const path = new THREE.Path();
  path.absarc(0, 0, hole / 2, 0, Math.PI * 2, true);
  shape.holes.push(path);
  return new THREE.ExtrudeGeometry(shape, { depth: h, bevelEnabled: false, curveSegments: 32 });
}

export function threeJsModel(family: string, p: Params): Float32Array {
  switch (family) {
    case 'hex-bolt':
      return soup([
        placed(
          new THREE.CylinderGeometry(n(p, 's') / Math.sqrt(3), n(p, 's') / Math.sqrt(3), n(p, 'k'), 6),
          n(p, 'k') / 2,
        ),
        placed(new THREE.CylinderGeometry(n(p, 'd') / 2, n(p, 'd') / 2, n(p, 'l'), 40), -n(p, 'l') / 2),
      ]);
    case 'socket-cap-screw':
      return soup([
        placed(new THREE.CylinderGeometry(n(p, 'dk') / 2, n(p, 'dk') / 2, n(p, 'k'), 48), n(p, 'k') / 2),
        placed(new THREE.CylinderGeometry(n(p, 'd') / 2, n(p, 'd') / 2, n(p, 'l'), 40), -n(p, 'l') / 2),
      ]);
    case 'hex-nut':
      return soup([hexPrismWithHole(n(p, 's'), n(p, 'd1'), n(p, 'm'))]);
    case 'plain-washer':
      return soup([ring(n(p, 'd1') / 2, n(p, 'd2') / 2, n(p, 'h'), 0)]);
    case 'deep-groove-ball-bearing':
      return bearing(n(p, 'd'), n(p, 'D'), n(p, 'B'), n(p, 'sides'));
    case 'chip-resistor':
      return soup([new THREE.BoxGeometry(n(p, 'L'), n(p, 'H'), n(p, 'W'))]);
    case 'o-ring':
      // TorusGeometry(radius to the section's centre, section radius)
      return soup([new THREE.TorusGeometry((n(p, 'd1') + n(p, 'd2')) / 2, n(p, 'd2') / 2, 24, 96)]);
    case 'parallel-key':
      return soup([key(n(p, 'b'), n(p, 'h'), n(p, 'L'), n(p, 'ends'))]);
    default:
      throw new Error(`no three.js model for ${family}`);
  }
}

/** A parallel key: its outline (round ends of radius b/2 on `ends` of its two ends) extruded by h. */
function key(b: number, h: number, L: number, ends: number): THREE.BufferGeometry {
  const r = b / 2;
  const x1 = ends >= 1 ? L / 2 - r : L / 2;
  const x0 = ends === 2 ? -(L / 2 - r) : -L / 2;
  const shape = new THREE.Shape();
  shape.moveTo(x0, -r);
  shape.lineTo(x1, -r);
  if (ends >= 1) shape.absarc(x1, 0, r, -Math.PI / 2, Math.PI / 2, false);
  else shape.lineTo(x1, r);
  shape.lineTo(x0, r);
  if (ends === 2) shape.absarc(x0, 0, r, Math.PI / 2, (3 * Math.PI) / 2, false);
  shape.closePath();
  return new THREE.ExtrudeGeometry(shape, { depth: h, bevelEnabled: false, curveSegments: 24 });
}

/** Rings of a quarter of the section each, balls of 0.3 (D − d) on the pitch circle, flat shields. */
function bearing(d: number, D: number, B: number, sides: number): Float32Array {
  const section = (D - d) / 2;
  const t = section * 0.25;
  const dw = 0.3 * (D - d);
  const pitch = (D + d) / 4;
  const parts = [ring(d / 2, d / 2 + t, B, -B / 2), ring(D / 2 - t, D / 2, B, -B / 2)];
  const count = Math.max(6, Math.floor((2 * Math.PI * pitch) / (dw * 1.35)));
  for (let i = 0; i < count; i++) {
    const a = (2 * Math.PI * i) / count;
    parts.push(
      new THREE.SphereGeometry(dw / 2, 12, 8).translate(pitch * Math.cos(a), 0, pitch * Math.sin(a)),
    );
  }
  const shieldT = Math.min(0.3, B * 0.04);
  if (sides >= 1) parts.push(ring(d / 2 + t, D / 2 - t, shieldT, B / 2 - shieldT * 2));
  if (sides >= 2) parts.push(ring(d / 2 + t, D / 2 - t, shieldT, -B / 2 + shieldT));
  return soup(parts);
}
