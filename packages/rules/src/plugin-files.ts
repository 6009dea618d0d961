/**
 * What a plugin launch places (issue 12, spec §3 software names and file types): the launch's software name
 * decides the format and its file type decides which files. Shared by the server (GET
 * /to/api/eda/items/:id/plugin-file) and the web app (the 放置/下载 action of plugin mode).
 */
import {
  CAD_SOFTWARE_NAMES,
  isChannelCode,
  resolveChannel,
  SOFTWARE_NAMES,
  type SoftwareName,
} from './platform.ts';

/**
 * The file a launch gets:
 * - kicad-symbol (.kicad_sym), kicad-footprint (.kicad_mod), kicad-library (zip of symbol, footprint and the
 *   STEP model the footprint references; for 'symbol|footprint', 'footprint|symbol' and no file type);
 * - step: the STEP AP214 model, for CAD programs, for swName 3DModel and for fType 3DModel.
 * EDA programs other than KiCad get KiCad files too (the only EDA format we make; Altium Designer and others
 * import KiCad libraries).
 */
export type PluginFileKind = 'kicad-symbol' | 'kicad-footprint' | 'kicad-library' | 'step';

export const PLUGIN_FILE_KINDS: readonly PluginFileKind[] = [
  'kicad-symbol',
  'kicad-footprint',
  'kicad-library',
  'step',
];

export function pluginFileKind(
  softwareName: string | null | undefined,
  fileType: string | null | undefined,
): PluginFileKind {
  const name = softwareName ?? '';
  if (name === '3DModel' || fileType === '3DModel' || CAD_SOFTWARE_NAMES.includes(name as SoftwareName)) {
    return 'step';
  }
  if (fileType === 'symbol') return 'kicad-symbol';
  if (fileType === 'footprint') return 'kicad-footprint';
  return 'kicad-library';
}

/** The label of a kind, after 放置/下载 (the button of a result in plugin mode). */
export const PLUGIN_FILE_LABEL: Readonly<Record<PluginFileKind, string>> = {
  'kicad-symbol': '原理图符号',
  'kicad-footprint': 'PCB 封装',
  'kicad-library': '符号与封装',
  step: '三维模型 STEP',
};

/** The action's text in plugin mode (issue 12). */
export const PLUGIN_PLACE_TEXT = '放置/下载';

/** A software name of spec §3, or ''. */
export function knownSoftwareName(value: string | null | undefined): SoftwareName | '' {
  return (SOFTWARE_NAMES as readonly string[]).includes(value ?? '') ? (value as SoftwareName) : '';
}

/**
 * The channel a plugin download is counted under (spec §3): the launch's numeric channel when it is a known
 * code, else the one resolved from software name and file type, else null.
 */
export function pluginDownloadChannel(
  channel: number | null | undefined,
  softwareName: string | null | undefined,
  fileType: string | null | undefined,
): number | null {
  if (isChannelCode(channel)) return channel;
  return resolveChannel(softwareName, fileType);
}
