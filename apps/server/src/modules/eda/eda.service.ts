/**
 * KiCad files of catalogue components (issue 12): the symbol (.kicad_sym), the footprint (.kicad_mod, IPC-7351B
 * nominal) and a zip library of both with the 3D model where the models module makes one. Made on request
 * from the item's catalogue fields by @jianku/eda (plain text, milliseconds); the STEP file comes from the
 * models module (made once and cached there).
 */
import { readFile } from 'node:fs/promises';
import { type EdaFiles, type EdaItem, edaFiles, libraryZip } from '@jianku/eda';
import { ErrorCode, FILE_TYPES, knownSoftwareName, type PluginFileKind, pluginFileKind } from '@jianku/rules';
import {
  EDA_FOOTPRINT_UNSUPPORTED,
  EDA_LIBRARY_UNSUPPORTED,
  EDA_NOT_COMPONENT,
  EDA_SYMBOL_UNSUPPORTED,
  type EdaInfo,
} from '@jianku/rules/eda-schemas';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ModelsService } from '../models/models.service.ts';

const COMPONENT = 2;

export interface EdaDownload {
  fileName: string;
  contentType: string;
  body: string | Uint8Array;
}

export function createEdaService({ catalog, models }: { catalog: CatalogService; models: ModelsService }) {
  /** Whether the models module makes a 3D model of the item (it answers 404 for items without one). */
  async function hasModel(id: number): Promise<boolean> {
    try {
      await models.info(id);
      return true;
    } catch (err) {
      if (err instanceof AppError && err.httpStatus === 404) return false;
      throw err;
    }
  }

  async function filesOf(id: number): Promise<{ files: EdaFiles; model: boolean }> {
    const item = await catalog.item(id);
    if (item.kind !== COMPONENT) throw new AppError(ErrorCode.notFound, EDA_NOT_COMPONENT, 404);
    const category = (await catalog.categoriesOf([item.category.id])).get(item.category.id);
    const input: EdaItem = {
      model: item.model,
      name: item.name,
      categoryCode: category?.code ?? '',
      package: item.package,
      brand: item.brand ? item.brand.nameEn || item.brand.nameZh : null,
      datasheetUrl: item.datasheetUrl,
      params: Object.fromEntries(item.params.map((p) => [p.key, p.display])),
    };
    const model = await hasModel(id);
    return { files: edaFiles(input, model), model };
  }

  const missing = (msg: string) => new AppError(ErrorCode.notFound, msg, 404);

  const service = {
    async info(id: number): Promise<EdaInfo> {
      const { files, model } = await filesOf(id);
      const { symbol, footprint } = files;
      return {
        itemId: id,
        symbol: symbol
          ? { name: symbol.spec.name, fileName: symbol.fileName, pins: symbol.spec.pins.length }
          : null,
        footprint: footprint
          ? {
              name: footprint.spec.name,
              fileName: footprint.fileName,
              pads: footprint.spec.pads.length,
              description: footprint.spec.description,
            }
          : null,
        // the STEP file stands on its own (a DirectFET has a model but no symbol or footprint of ours)
        model,
        symbolReason: symbol ? null : EDA_SYMBOL_UNSUPPORTED,
        footprintReason: footprint ? null : EDA_FOOTPRINT_UNSUPPORTED,
        libraryFileName:
          symbol || footprint ? `${libraryBase(symbol?.spec.name ?? footprint?.spec.name ?? '')}.zip` : null,
      };
    },

    async symbol(id: number): Promise<EdaDownload> {
      const { symbol } = (await filesOf(id)).files;
      if (!symbol) throw missing(EDA_SYMBOL_UNSUPPORTED);
      return { fileName: symbol.fileName, contentType: 'application/x-kicad-symbol', body: symbol.text };
    },

    async footprint(id: number): Promise<EdaDownload> {
      const { footprint } = (await filesOf(id)).files;
      if (!footprint) throw missing(EDA_FOOTPRINT_UNSUPPORTED);
      return {
        fileName: footprint.fileName,
        contentType: 'application/x-kicad-footprint',
        body: footprint.text,
      };
    },

    /**
     * The file a plugin launch places (issue 12): swName decides the format (KiCad files for EDA programs,
     * STEP for CAD programs and 3DModel), fType which files. Unknown values count as absent (spec §4).
     */
    async pluginFile(
      id: number,
      swName: string | undefined,
      fType: string | undefined,
    ): Promise<EdaDownload> {
      const fileType = (FILE_TYPES as readonly string[]).includes(fType ?? '') ? fType : '';
      const kind: PluginFileKind = pluginFileKind(knownSoftwareName(swName), fileType);
      if (kind === 'kicad-symbol') return service.symbol(id);
      if (kind === 'kicad-footprint') return service.footprint(id);
      if (kind === 'kicad-library') return service.library(id);
      const step = await models.file(id, 'step');
      return { fileName: step.fileName, contentType: step.contentType, body: await readFile(step.path) };
    },

    /** The zip library: symbol, footprint and (when the item has one) the STEP model the footprint references. */
    async library(id: number): Promise<EdaDownload> {
      const { files, model } = await filesOf(id);
      if (!files.symbol && !files.footprint) throw missing(EDA_LIBRARY_UNSUPPORTED);
      const step =
        model && files.footprint ? await readFile((await models.file(id, 'step')).path) : undefined;
      const name = files.symbol?.spec.name ?? files.footprint?.spec.name ?? 'library';
      return {
        fileName: `${libraryBase(name)}.zip`,
        contentType: 'application/zip',
        body: libraryZip(files, step),
      };
    },
  };
  return service;
}
export type EdaService = ReturnType<typeof createEdaService>;

/** "jianku-STM32F103C8T6" (ASCII letters, digits, . _ - kept). */
function libraryBase(name: string): string {
  return `jianku-${name.replace(/[^A-Za-z0-9._-]+/g, '_')}`.slice(0, 100);
}
