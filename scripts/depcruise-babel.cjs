/**
 * How dependency-cruiser reads our TypeScript (see .dependency-cruiser.cjs). TypeScript 7 has no JavaScript
 * compiler API that dependency-cruiser can load, so Babel strips the types. Babel would also drop `import type`
 * and `export type … from`; the plugin below first turns each into a bare import of the same module, so the layer
 * and cycle rules see type-only dependencies too.
 */
function keepTypeImports({ types: t }) {
  const typeOnly = (node) => {
    if (t.isImportDeclaration(node)) {
      return (
        node.importKind === 'type' ||
        (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))
      );
    }
    if (t.isExportNamedDeclaration(node) && node.source) {
      return (
        node.exportKind === 'type' ||
        (node.specifiers.length > 0 && node.specifiers.every((s) => s.exportKind === 'type'))
      );
    }
    return false;
  };
  return {
    name: 'keep-type-imports',
    visitor: {
      // Program enter: before the TypeScript transform (which drops type imports on Program enter too)
      Program(path) {
        for (const statement of path.get('body')) {
          if (typeOnly(statement.node)) {
            statement.replaceWith(t.importDeclaration([], t.stringLiteral(statement.node.source.value)));
          }
        }
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImports],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
