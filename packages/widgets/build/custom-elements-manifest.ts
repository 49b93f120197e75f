// The Custom Elements Manifest (schema 1.0.0, https://github.com/webcomponents/custom-elements-manifest)
// of every `<facturo-…>` element, read from the widgets' own definitions: the list of widgets and
// their element properties (src/widgets.ts, the base properties), the props interfaces' JSDoc and
// `@default` tags, the events each widget registers in `FacturoEventMap` (those whose React
// callback is one of its props, as dom-types.ts derives them) and the `--facturo-*` properties the
// styles read. Editors, Storybook and framework tooling discover the elements from it.
import path from 'node:path';
import ts from 'typescript';
import {
  attributeName,
  type PropertyType,
  widgetBaseProperties,
} from '../src/runtime/core/elements/element-properties';
import { callbackName } from '../src/runtime/core/events/event-names';
import { FACTURO_WIDGETS } from '../src/widgets';
import type { CustomElementsManifest, Described, ManifestElement } from './custom-elements-manifest.types';
import {
  type CssPropertyUse,
  cssPropertyUses,
  defaultValue,
  documentation,
  loadWidgetSource,
  shapeText,
  typeText,
  type WidgetSource,
} from './custom-elements-source';

/** The published module that defines the elements (`@facturo/widgets/elements`). */
export const ELEMENTS_MODULE = 'dist/elements.js';

/** The declaration a name in `file` stands for, through imports. */
function declarationOf(checker: ts.TypeChecker, node: ts.Node): ts.Declaration | undefined {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
}

/** Each listed spec's variable (`pricingTableWidget`), in FACTURO_WIDGETS' order. */
function specDeclarations(source: WidgetSource): ts.VariableDeclaration[] {
  const { checker } = source;
  let list: ts.ArrayLiteralExpression | undefined;
  source.file('src/widgets.ts').forEachChild(function find(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'FACTURO_WIDGETS') {
      const init = node.initializer;
      const inner = init && ts.isAsExpression(init) ? init.expression : init;
      if (inner && ts.isArrayLiteralExpression(inner)) list = inner;
    }
    node.forEachChild(find);
  });
  if (!list)
    throw new Error('custom-elements: FACTURO_WIDGETS is no longer an array literal in src/widgets.ts.');
  return list.elements.map((element) => {
    const declaration = declarationOf(checker, element);
    if (!declaration || !ts.isVariableDeclaration(declaration))
      throw new Error(`custom-elements: ${element.getText()} in FACTURO_WIDGETS is not a variable.`);
    return declaration;
  });
}

/** The props type a spec declares with `satisfies WidgetSpec<Props>`. */
function propsTypeOf(checker: ts.TypeChecker, spec: ts.VariableDeclaration): ts.Type {
  const init = spec.initializer;
  const argument =
    init && ts.isSatisfiesExpression(init) && ts.isTypeReferenceNode(init.type)
      ? init.type.typeArguments?.[0]
      : undefined;
  if (!argument)
    throw new Error(`custom-elements: ${spec.name.getText()} must end with "satisfies WidgetSpec<Props>".`);
  return checker.getTypeFromTypeNode(argument);
}

/** The exported element class made from a spec: `export const X = widgetElement<…>(spec)`. */
function elementClassName(source: WidgetSource, spec: ts.VariableDeclaration): string {
  for (const file of source.files()) {
    if (!file.fileName.endsWith('.element.ts')) continue;
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        const argument = init && ts.isCallExpression(init) ? init.arguments[0] : undefined;
        if (argument && declarationOf(source.checker, argument) === spec) return declaration.name.getText();
      }
    }
  }
  throw new Error(
    `custom-elements: no *.element.ts exports an element class made from ${spec.name.getText()}.`,
  );
}

/** An exported symbol of `src/index.ts` (the React components, the event map). */
function indexExport(source: WidgetSource, name: string): ts.Symbol | undefined {
  const module = source.checker.getSymbolAtLocation(source.file('src/index.ts'));
  const symbol = module && source.checker.getExportsOfModule(module).find((each) => each.name === name);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? source.checker.getAliasedSymbol(symbol) : symbol;
}

const described = (description: string | undefined, fallback?: string): Described =>
  description ? { description } : fallback ? { description: fallback } : {};

/**
 * The custom properties an element's styles read: those read outside the widget folders (the shared
 * theme of `@facturo/ui`, the runtime) apply to every element, a widget folder's only to its own.
 */
function cssPropertiesFor(
  uses: CssPropertyUse[],
  srcDir: string,
  folder: string,
): ManifestElement['cssProperties'] {
  const byName = new Map<string, ManifestElement['cssProperties'][number]>();
  const inWidgets = (file: string) => file.startsWith(`${srcDir}/`) && !file.startsWith(`${srcDir}/runtime/`);
  for (const use of uses) {
    if (inWidgets(use.file) && !use.file.startsWith(`${srcDir}/${folder}/`)) continue;
    if (byName.has(use.name)) continue;
    byName.set(use.name, {
      name: use.name,
      description: 'Theming property (docs/embedding.md, "Styling"); set it on the element or any ancestor.',
      ...(use.default ? { default: use.default } : {}),
    });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The manifest of every widget element, built from the package's source in `packageDir`. */
export function customElementsManifest(packageDir: string): CustomElementsManifest {
  const source = loadWidgetSource(packageDir);
  const { checker } = source;
  const specs = specDeclarations(source);
  const eventMap = indexExport(source, 'FacturoEventMap');
  if (!eventMap) throw new Error('custom-elements: src/index.ts no longer exports FacturoEventMap.');
  const events = checker.getDeclaredTypeOfSymbol(eventMap).getProperties();
  const cssUses = cssPropertyUses(source);
  // TypeScript names files with forward slashes on every platform.
  const srcDir = path.join(packageDir, 'src').split(path.sep).join('/');

  const declarations = FACTURO_WIDGETS.map((widget, index): ManifestElement => {
    const spec = specs[index] as ts.VariableDeclaration;
    const props = propsTypeOf(checker, spec);
    // No widget has a property-only field today; the type allows one (objects, functions).
    const properties: [string, PropertyType][] = Object.entries({
      ...widgetBaseProperties,
      ...widget.properties,
    });
    const field = (name: string) => {
      const symbol = props.getProperty(name);
      if (!symbol)
        throw new Error(`custom-elements: ${widget.frame.tag} lists "${name}", which its props lack.`);
      return {
        name,
        type: { text: typeText(checker, checker.getTypeOfSymbol(symbol)) },
        ...described(documentation(checker, symbol)),
        ...(defaultValue(checker, symbol) ? { default: defaultValue(checker, symbol) } : {}),
      };
    };
    const className = elementClassName(source, spec);
    const component = indexExport(source, className.replace(/Element$/, ''));
    const folder = path.basename(path.dirname(spec.getSourceFile().fileName));
    return {
      kind: 'class',
      customElement: true,
      name: className,
      tagName: widget.frame.tag,
      ...described(component && documentation(checker, component)),
      superclass: { name: 'HTMLElement', package: 'global:' },
      attributes: properties
        .filter(([, kind]) => kind !== 'property')
        .map(([name]) => {
          const { name: fieldName, ...rest } = field(name);
          return { name: attributeName(name), fieldName, ...rest };
        }),
      members: properties.map(([name, kind]) => ({
        kind: 'field',
        ...field(name),
        ...(kind === 'property' ? {} : { attribute: attributeName(name) }),
      })),
      events: events
        .filter((event) => props.getProperty(callbackName(event.name)))
        .map((event) => {
          const detail = checker.getTypeOfSymbol(event);
          const text = `${documentation(checker, event) ?? ''} Detail: \`${shapeText(checker, detail)}\`.`;
          return {
            name: event.name,
            type: { text: `CustomEvent<${checker.typeToString(detail)}>` },
            description: text.trim(),
          };
        }),
      cssProperties: cssPropertiesFor(cssUses, srcDir, folder),
    };
  });

  return {
    schemaVersion: '1.0.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: ELEMENTS_MODULE,
        description:
          '@facturo/widgets/elements (and the script tag, facturo.js): defines every <facturo-…> element. Events bubble and are composed.',
        declarations,
        exports: declarations.flatMap((element) => {
          const declaration = { name: element.name, module: ELEMENTS_MODULE };
          return [
            { kind: 'js' as const, name: element.name, declaration },
            { kind: 'custom-element-definition' as const, name: element.tagName, declaration },
          ];
        }),
      },
    ],
  };
}
