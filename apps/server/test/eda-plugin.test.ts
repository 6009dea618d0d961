/**
 * The plugin's downloads (issue 12) over HTTP on a real database:
 * - /eda/downloads lists the KiCad plugin package and the HTTP library file with version, size and SHA-256
 *   that match the bytes served;
 * - the plugin package unpacks, its metadata.json parses and passes KiCad's own PCM schema (Debian's kicad
 *   ships /usr/share/kicad/schemas/pcm.v1.schema.json; checked with python3-jsonschema where installed), its
 *   Python files compile (python3 -m py_compile) and its action opens /plugin with the launch parameters;
 * - /eda/items/:id/plugin-file gives the launch's files: KiCad files by fType for EDA programs, STEP for CAD
 *   programs, with the channel of spec §3; unknown, too long or malformed launch values are ignored.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { children, parse } from '@jianku/eda';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp } from '../src/testing.ts';

const PCM_SCHEMA = '/usr/share/kicad/schemas/pcm.v1.schema.json';
const hasPython = (module: string): boolean => {
  try {
    execFileSync('python3', ['-c', `import ${module}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

let app: App;
let dataDir: string;
let capacitor: number;
let connector: number;
let resistor: number;
let bolt: number;

const get = (url: string) => app.inject({ url: `/to/api${url}` });
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'jianku-eda-plugin-'));
  app = await createTestApp({
    env: { DATA_DIR: dataDir, PUBLIC_ORIGIN: 'https://jianku.example.com' },
    seedSize: 5087,
  });
  await app.services.catalog.seed({ size: 5087 });
  const pick = async (where: ReturnType<typeof sql>) => {
    const { rows } = await sql<{ id: number }>`
      select i.id from item i join category c on c.id = i.category_id
      where i.org_id is null and ${where} order by i.id limit 1`.execute(app.database.db);
    if (rows[0] === undefined) throw new Error('the seed has no such item');
    return Number(rows[0].id);
  };
  capacitor = await pick(sql`c.code like 'comp.passive.capacitor%' and i.package = '0603'`);
  resistor = await pick(
    sql`c.code = 'comp.passive.resistor.chip' and i.params->'case_size'->>'display' = '0603'`,
  );
  bolt = await pick(sql`c.code = 'part.fastener.bolt.hex'`);
  // a crimp housing (胶壳): the models module holds no model of the wire-to-board housings
  connector = await pick(sql`c.code = 'comp.connector.wire-to-board' and i.package = '胶壳'`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('/download: the KiCad plugin package and the HTTP library file', () => {
  it('the list gives version, size and SHA-256 of the very bytes served', async () => {
    const list = (await get('/eda/downloads')).json().data.list as Array<Record<string, unknown>>;
    expect(list.map((d) => d.key)).toEqual(['kicad-plugin', 'kicad-httplib']);
    for (const d of list) {
      const res = await app.inject({ url: String(d.url) });
      expect(res.statusCode, String(d.url)).toBe(200);
      expect(res.headers['content-disposition']).toContain(String(d.fileName));
      expect(res.rawPayload.length).toBe(d.size);
      expect(sha256(res.rawPayload)).toBe(d.sha256);
      expect(d.version).toMatch(/^\d+\.\d+(\.\d+)?$/);
    }
  });

  it('the package unpacks into metadata.json (PCM fields), plugins/ and resources/; the Python compiles', {
    timeout: 60_000,
  }, async () => {
    const res = await get('/eda/downloads/kicad-plugin');
    expect(res.headers['content-type']).toContain('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'metadata.json',
      'plugins/__init__.py',
      'plugins/icon.png',
      'plugins/jianku.kicad_httplib',
      'plugins/jianku_action.py',
      'resources/icon.png',
    ]);
    const metadata = JSON.parse(strFromU8(files['metadata.json']!));
    for (const field of [
      'name',
      'description',
      'description_full',
      'identifier',
      'type',
      'author',
      'license',
    ]) {
      expect(metadata[field], field).toBeTruthy();
    }
    expect(metadata.type).toBe('plugin');
    expect(metadata.identifier).toMatch(/^[a-zA-Z][-a-zA-Z0-9.]{0,98}[a-zA-Z0-9]$/);
    expect(metadata.versions[0]).toMatchObject({ status: 'stable', kicad_version: '6.0' });
    expect(metadata.resources.homepage).toBe('https://jianku.example.com/download');
    const httplib = JSON.parse(strFromU8(files['plugins/jianku.kicad_httplib']!));
    expect(httplib.source.root_url).toBe('https://jianku.example.com/to/api/kicad');

    const dir = await mkdtemp(join(tmpdir(), 'jianku-kicad-plugin-'));
    try {
      for (const [name, bytes] of Object.entries(files)) {
        await mkdir(dirname(join(dir, name)), { recursive: true });
        await writeFile(join(dir, name), bytes);
      }
      const py = ['plugins/__init__.py', 'plugins/jianku_action.py'].map((f) => join(dir, f));
      execFileSync('python3', ['-m', 'py_compile', ...py]);
      // The action's address, with a stand-in for KiCad's pcbnew module (not importable outside KiCad).
      const url = execFileSync(
        'python3',
        [
          '-c',
          'import sys, types; m = types.ModuleType("pcbnew"); m.ActionPlugin = object; sys.modules["pcbnew"] = m; ' +
            `sys.path.insert(0, ${JSON.stringify(join(dir, 'plugins'))}); import jianku_action; ` +
            'print(jianku_action.launch_url("footprint", dark=True))',
        ],
        { encoding: 'utf8' },
      ).trim();
      expect(url).toBe(
        `https://jianku.example.com/plugin?swType=EDA&swName=KICAD&fType=footprint&theme=dark&pluginVersion=${metadata.versions[0].version}`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  // CI installs KiCad and python3-jsonschema (.ci/run): there a missing one fails instead of skipping.
  it.runIf(process.env.CI)(
    "CI has what the PCM schema check needs (KiCad's schema, python3-jsonschema)",
    () => {
      expect(existsSync(PCM_SCHEMA), `${PCM_SCHEMA} (Debian kicad)`).toBe(true);
      expect(hasPython('jsonschema'), 'python3 module jsonschema (Debian python3-jsonschema)').toBe(true);
    },
  );

  it.skipIf(!existsSync(PCM_SCHEMA) || !hasPython('jsonschema'))(
    "metadata.json passes KiCad's own PCM schema (pcm.v1.schema.json)",
    async () => {
      const files = unzipSync(new Uint8Array((await get('/eda/downloads/kicad-plugin')).rawPayload));
      const script =
        'import json, sys, jsonschema; schema = json.load(open(sys.argv[1])); ' +
        'jsonschema.validate(json.load(sys.stdin), schema); print("valid")';
      const out = execFileSync('python3', ['-c', script, PCM_SCHEMA], {
        input: strFromU8(files['metadata.json']!),
        encoding: 'utf8',
      });
      expect(out.trim()).toBe('valid');
    },
  );
});

describe('plugin mode: 放置/下载 gives the launch files (swName decides the format, fType the files)', () => {
  const pluginFile = (id: number, query: string) => get(`/eda/items/${id}/plugin-file?${query}`);

  it('KICAD footprint: the .kicad_mod; symbol: the .kicad_sym; symbol|footprint: the zip library', async () => {
    const fp = await pluginFile(capacitor, 'swName=KICAD&fType=footprint');
    expect(fp.statusCode).toBe(200);
    expect(fp.headers['content-disposition']).toContain('C_0603_1608Metric.kicad_mod');
    expect(children(parse(fp.body), 'pad')).toHaveLength(2);
    expect(fp.headers['x-jk-channel']).toBeUndefined();
    const sym = await pluginFile(capacitor, 'swName=KICAD&fType=symbol');
    expect(sym.body.startsWith('(kicad_symbol_lib')).toBe(true);
    const both = await pluginFile(capacitor, `swName=KICAD&fType=${encodeURIComponent('symbol|footprint')}`);
    const zip = unzipSync(new Uint8Array(both.rawPayload));
    expect(Object.keys(zip)).toContain('jianku/jianku.kicad_sym');
    expect(Object.keys(zip)).toContain('jianku/jianku.pretty/C_0603_1608Metric.kicad_mod');
  });

  it('channels of spec §3: Cadence footprint 206, symbol 201; a known channel parameter wins', async () => {
    expect((await pluginFile(capacitor, 'swName=Cadence&fType=footprint')).headers['x-jk-channel']).toBe(
      '206',
    );
    expect((await pluginFile(capacitor, 'swName=Cadence&fType=symbol')).headers['x-jk-channel']).toBe('201');
    expect(
      (await pluginFile(capacitor, 'swName=PADS&fType=symbol&channel=204')).headers['x-jk-channel'],
    ).toBe('204');
  });

  it('CAD programs and 3DModel get the STEP model', { timeout: 120_000 }, async () => {
    const sw = await pluginFile(bolt, 'swName=SW&fType=3DModel');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['x-jk-channel']).toBe('106');
    expect(sw.body.startsWith('ISO-10303-21;')).toBe(true);
    const creo = await pluginFile(bolt, 'swName=CREO');
    expect(creo.headers['x-jk-channel']).toBe('108');
    expect(creo.headers['content-disposition']).toMatch(/\.step"/);
    const model = await pluginFile(resistor, 'swName=KICAD&fType=3DModel');
    expect(model.body.startsWith('ISO-10303-21;')).toBe(true);
    // the 0603 MLCC has its model too (issue 11's chip capacitor family)
    const mlcc = await pluginFile(capacitor, 'swName=KICAD&fType=3DModel');
    expect(mlcc.body.startsWith('ISO-10303-21;')).toBe(true);
    // an item the models module has no model of (a crimp housing) says so in Chinese
    const none = await pluginFile(connector, 'swName=KICAD&fType=3DModel');
    expect(none.statusCode).toBe(404);
    expect(none.json().msg).toBe('该条目暂无三维模型');
  });

  it('unknown, too long or malformed launch values are ignored, never a 400 or 500', async () => {
    const cases = [
      'swName=NotATool&fType=footprint',
      `swName=${'K'.repeat(1500)}&fType=footprint`,
      'swName=KICAD&fType=footprint&channel=abc',
      'swName=KICAD&fType=footprint&channel=99999',
      'swName=KICAD&fType=footprint&extra=1',
    ];
    for (const query of cases) {
      const res = await pluginFile(capacitor, query);
      expect(res.statusCode, query).toBe(200);
      expect(res.headers['x-jk-channel'], query).toBeUndefined();
      expect(res.body.startsWith('(footprint '), query).toBe(true);
    }
    // an unknown file type counts as none: the whole library
    const none = await pluginFile(capacitor, 'swName=KICAD&fType=schematic');
    expect(none.headers['content-type']).toContain('application/zip');
    // the bolt is a part: KiCad files do not exist, the Chinese reason comes back
    const part = await pluginFile(bolt, 'swName=KICAD&fType=footprint');
    expect(part.statusCode).toBe(404);
    expect(part.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });
});
