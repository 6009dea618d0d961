/**
 * 3D search settings (modules/search3d), read by loadConfig (config.ts):
 *
 * - SEARCH3D_INDEX_ON_DEMAND [false]  false: the server describes every geometry of the catalogue in the
 *                                     background once it listens (the index is kept in DATA_DIR/search3d, so
 *                                     only a first start, or a new model family, pays it). true: nothing runs
 *                                     at start; the first 3D search starts the build and answers 正在建立索引
 *                                     until it is done. The journeys' servers use true: each has a fresh
 *                                     DATA_DIR and no 3D search, and the build would take their CPU.
 */
export interface Search3dConfig {
  indexOnDemand: boolean;
}

export function readSearch3dConfig({ readFlag }: { readFlag: (name: string) => boolean }): Search3dConfig {
  return { indexOnDemand: readFlag('SEARCH3D_INDEX_ON_DEMAND') };
}
