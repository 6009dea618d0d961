import { describe, expect, it } from 'vitest';
import { isChannelCode } from './platform.ts';
import { pluginDownloadChannel, pluginFileKind } from './plugin-files.ts';

describe('what a plugin launch places (issue 12)', () => {
  it.each([
    ['KICAD', 'symbol', 'kicad-symbol'],
    ['KICAD', 'footprint', 'kicad-footprint'],
    ['KICAD', 'symbol|footprint', 'kicad-library'],
    ['KICAD', 'footprint|symbol', 'kicad-library'],
    ['KICAD', '', 'kicad-library'],
    ['KICAD', '3DModel', 'step'],
    ['Cadence', 'footprint', 'kicad-footprint'],
    ['SW', 'footprint', 'step'],
    ['CREO', '', 'step'],
    ['NX', 'symbol', 'step'],
    ['CAXA', '3DModel', 'step'],
    ['3DModel', 'symbol', 'step'],
    ['', 'footprint', 'kicad-footprint'],
  ])('swName %j, fType %j → %s', (swName, fType, kind) => {
    expect(pluginFileKind(swName, fType)).toBe(kind);
  });

  it('the channel: a known code of the launch, else resolved from software and file type (spec §3)', () => {
    expect(pluginDownloadChannel(204, 'Cadence', 'footprint')).toBe(204);
    expect(pluginDownloadChannel(99999, 'Cadence', 'footprint')).toBe(206);
    expect(pluginDownloadChannel(null, 'Cadence', 'symbol')).toBe(201);
    expect(pluginDownloadChannel(null, 'SW', '3DModel')).toBe(106);
    expect(pluginDownloadChannel(null, 'KICAD', 'footprint')).toBeNull();
    expect(isChannelCode(206)).toBe(true);
  });
});
