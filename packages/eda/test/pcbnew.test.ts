/**
 * Our footprints load in KiCad's own code: Debian's kicad package ships the pcbnew Python module, whose
 * FootprintLoad reads a .kicad_mod from a .pretty folder. Skipped (with the reason) where it is missing; fails under CI.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MODEL_DIR } from '../src/devices.ts';
import { footprintText } from '../src/footprints/footprint.ts';
import { chipBody, chipFootprint, PACKAGE_NAMES, packageFootprint } from '../src/footprints/generators.ts';
import { METRIC_CODE } from '../src/footprints/packages.data.ts';
import { missingKicad } from './kicad-reference.ts';

/** Debian's Python (the module is built for it); a pyenv python3 earlier on PATH does not see it. */
const PYTHON = process.env.KICAD_PYTHON ?? (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');
const HAVE_PCBNEW = spawnSync(PYTHON, ['-c', 'import pcbnew'], { stdio: 'ignore' }).status === 0;

const SCRIPT = `
import json, sys, pcbnew
lib = sys.argv[1]
out = {}
for name in sys.argv[2:]:
    fp = pcbnew.FootprintLoad(lib, name)
    if fp is None:
        out[name] = None
        continue
    out[name] = {
        "pads": sorted(p.GetNumber() for p in fp.Pads()),
        "model": [m.m_Filename for m in fp.Models()],
        "sizes": [[pcbnew.ToMM(p.GetSize().x), pcbnew.ToMM(p.GetSize().y)] for p in fp.Pads()],
    }
print(json.dumps(out))
`;

describe('footprints load in pcbnew (KiCad 6 Python module)', () => {
  if (!HAVE_PCBNEW) {
    missingKicad('pcbnew Python module not installed (apt-get install kicad)');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'jianku-eda-'));
  const lib = join(dir, 'jianku.pretty');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('every footprint we make loads with its pads', () => {
    mkdirSync(lib);
    const specs = [
      ...(['R', 'C', 'L'] as const).flatMap((k) =>
        Object.keys(METRIC_CODE).flatMap((s) => (chipBody(k, s) ? [chipFootprint(k, s)] : [])),
      ),
      ...PACKAGE_NAMES.map((n) => packageFootprint(n)),
    ].filter((s) => s !== undefined);
    specs[0] = { ...specs[0]!, model: `${MODEL_DIR}/R_0201_0603Metric.step` };
    for (const s of specs) writeFileSync(join(lib, `${s.name}.kicad_mod`), footprintText(s));
    const out = execFileSync(PYTHON, ['-c', SCRIPT, lib, ...specs.map((s) => s.name)], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    const loaded = JSON.parse(out.trim().split('\n').pop() ?? '{}') as Record<
      string,
      { pads: string[]; model: string[]; sizes: number[][] } | null
    >;
    for (const s of specs) {
      const got = loaded[s.name];
      expect(got, s.name).not.toBeNull();
      expect(got?.pads, s.name).toEqual(s.pads.map((p) => p.number).sort());
      for (const [i, [w, h]] of (got?.sizes ?? []).entries()) {
        const pad = s.pads[i];
        expect(Math.abs((w ?? 0) - (pad?.w ?? 0)) + Math.abs((h ?? 0) - (pad?.h ?? 0)), s.name).toBeLessThan(
          1e-3,
        );
      }
    }
    expect(loaded[specs[0]!.name]?.model).toEqual([specs[0]!.model]);
    console.log(`PCBNEW loaded=${Object.values(loaded).filter(Boolean).length} of ${specs.length}`);
  });
});
