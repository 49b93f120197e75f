import path from 'node:path';
import ts from 'typescript';

/**
 * The widgets' source as the TypeScript checker sees it (the package's own tsconfig), with the few
 * questions the custom-elements manifest asks of it: a symbol's documentation, `@default`, a type
 * written out for a reader, and the `--facturo-*` custom properties the styles read.
 */
export interface WidgetSource {
  checker: ts.TypeChecker;
  file(relative: string): ts.SourceFile;
  files(): readonly ts.SourceFile[];
}

/** Loads every file the package's tsconfig includes (and what they import, `@facturo/ui` among them). */
export function loadWidgetSource(packageDir: string): WidgetSource {
  const configFile = path.join(packageDir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(`custom-elements: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
      },
    },
  );
  if (!parsed) throw new Error(`custom-elements: cannot read ${configFile}.`);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  return {
    checker: program.getTypeChecker(),
    file(relative) {
      const file = program.getSourceFile(path.join(packageDir, relative));
      if (!file) throw new Error(`custom-elements: ${relative} is not part of the widgets' program.`);
      return file;
    },
    files: () => program.getSourceFiles().filter((file) => !file.fileName.includes('/node_modules/')),
  };
}

/** A symbol's JSDoc as plain text (`{@link X}` becomes `X`), or `undefined` without one. */
export function documentation(checker: ts.TypeChecker, symbol: ts.Symbol): string | undefined {
  const text = ts
    .displayPartsToString(symbol.getDocumentationComment(checker))
    .replace(/\{@link\s+([^}\s]+)\s*\}/g, '$1')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  return text || undefined;
}

/** A symbol's `@default` tag, as written (`'annual'`, `10`). */
export function defaultValue(checker: ts.TypeChecker, symbol: ts.Symbol): string | undefined {
  const tag = symbol.getJsDocTags(checker).find((candidate) => candidate.name === 'default');
  return tag?.text ? ts.displayPartsToString(tag.text).trim() : undefined;
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/**
 * A type as a reader wants it in an editor: a union of literals written out (`'annual' | 'monthly'`,
 * not `BillingCycle`), anything else by its name; `undefined` (the optional marker) left out, `null`
 * kept.
 */
export function typeText(checker: ts.TypeChecker, type: ts.Type): string {
  // `null` written last, as people write it (`string | null`).
  const members = (type.isUnion() ? type.types : [type])
    .filter((member) => !(member.flags & ts.TypeFlags.Undefined))
    .sort(
      (a, b) => Number(Boolean(a.flags & ts.TypeFlags.Null)) - Number(Boolean(b.flags & ts.TypeFlags.Null)),
    );
  const literals = members.every(
    (member) => member.isLiteral() || member.flags & (ts.TypeFlags.Null | ts.TypeFlags.BooleanLiteral),
  );
  if (type.isUnion() && literals) {
    const texts = members.map((member) => checker.typeToString(member, undefined, FORMAT));
    // `true | false` is how the checker holds `boolean`.
    const booleans = texts.includes('true') && texts.includes('false');
    return [
      ...(booleans ? ['boolean'] : []),
      ...texts.filter((text) => !booleans || !/^(true|false)$/.test(text)),
    ].join(' | ');
  }
  if (type.isUnion())
    return members.map((member) => checker.typeToString(member, undefined, FORMAT)).join(' | ');
  return checker.typeToString(type, undefined, FORMAT);
}

/** An object type's members on one line: `{ planId: string; cycle: 'annual' | 'monthly' }`. */
export function shapeText(checker: ts.TypeChecker, type: ts.Type): string {
  const members = checker.getPropertiesOfType(type).map((member) => {
    const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
    return `${member.name}${optional}: ${typeText(checker, checker.getTypeOfSymbol(member))}`;
  });
  return `{ ${members.join('; ')} }`;
}

/** One public theming property the styles read: `--facturo-radius`, with its fallback(s). */
export interface CssPropertyUse {
  name: string;
  default: string | undefined;
  file: string;
}

const VAR_IN_TEXT = /var\((--facturo-[\w-]+)\s*,\s*([^)]+)\)/g;

/**
 * Every `--facturo-*` property the styles read: `publicVar('<name>', fallback)` calls (the theme;
 * the fallback's literal type gives the default, `'#FFFFFF' | '#0E1A26'` for light and dark) and
 * `var(--facturo-…, fallback)` written in a string.
 */
export function cssPropertyUses(source: WidgetSource): CssPropertyUse[] {
  const uses: CssPropertyUse[] = [];
  const { checker } = source;
  for (const file of source.files()) {
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'publicVar'
      ) {
        const [name, fallback] = node.arguments;
        if (name && ts.isStringLiteral(name)) {
          const type = fallback ? checker.getTypeAtLocation(fallback) : undefined;
          const literals = type?.isUnion() ? type.types : type ? [type] : [];
          const values = literals.filter((member) => member.isStringLiteral()).map((member) => member.value);
          uses.push({
            name: `--facturo-${name.text}`,
            default: values.length ? values.join(' / ') : undefined,
            file: file.fileName,
          });
        }
      } else if (
        ts.isStringLiteralLike(node) ||
        ts.isTemplateMiddleOrTemplateTail(node) ||
        ts.isTemplateHead(node)
      ) {
        for (const match of node.text.matchAll(VAR_IN_TEXT)) {
          uses.push({ name: match[1] as string, default: (match[2] as string).trim(), file: file.fileName });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return uses;
}
