/**
 * What the PDF draws with besides text: the embedded Public Sans font (OFL, the typeface of the portal
 * and widgets, whose Latin subset covers Spanish) and the QR code, encoded by the `qrcode` library and
 * drawn as vector squares so it stays sharp when printed.
 * @module
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { qrcodeLibrary } from './document-libraries';

const require = createRequire(import.meta.url);

/** The weights the representation uses: 400, 600 and 700. */
export type FontName = 'regular' | 'semibold' | 'bold';

let fontFiles: Record<FontName, Buffer> | undefined;

/** The WOFF files of Public Sans (read once), for `PDFDocument.registerFont`. */
export function fontFilesOf(): Record<FontName, Buffer> {
  fontFiles ??= {
    regular: readFileSync(require.resolve('@fontsource/public-sans/files/public-sans-latin-400-normal.woff')),
    semibold: readFileSync(
      require.resolve('@fontsource/public-sans/files/public-sans-latin-600-normal.woff'),
    ),
    bold: readFileSync(require.resolve('@fontsource/public-sans/files/public-sans-latin-700-normal.woff')),
  };
  return fontFiles;
}

/** The module grid of a QR code for `text` (error correction M), with the size of one side. */
export function qrModules(text: string): { size: number; isDark: (row: number, column: number) => boolean } {
  const { modules } = qrcodeLibrary().create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
}
