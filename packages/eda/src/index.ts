export { type EdaItem, footprintOf, headlineValue, LIBRARY, MODEL_DIR, symbolOf } from './devices.ts';
export { type FootprintSpec, footprintText, type Pad } from './footprints/footprint.ts';
export { chipFootprint, normalisePackage, PACKAGE_NAMES, packageFootprint } from './footprints/generators.ts';
export {
  type BuiltFile,
  describeFile,
  KICAD_PLUGIN_FILE_NAME,
  KICAD_PLUGIN_IDENTIFIER,
  KICAD_PLUGIN_VERSION,
  kicadPluginPackage,
} from './kicad-plugin.ts';
export { KICAD_CATEGORIES, kicadFootprintOf, kicadSymbolOf } from './kicad-twins.ts';
export { type EdaFiles, edaFiles, libraryZip } from './library.ts';
export { child, children, headOf, numbers, parse, type SExpr, serialize } from './sexpr.ts';
export { type PinSpec, type SymbolSpec, symbolLibraryText } from './symbols/symbol.ts';
