import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool } from './run-tool';

/** Where the tests leave the PDFs and their pictures, to look at (`/tmp/facturo-representation`). */
export const OUTPUT_DIR = join(tmpdir(), 'facturo-representation');

/** Writes a PDF to {@link OUTPUT_DIR} and renders its pages as PNG next to it; returns the PDF's path. */
export function keepPdf(name: string, pdf: Uint8Array): { path: string; pages: string[] } {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const isPage = (file: string) => new RegExp(`^${name}-\\d+\\.png$`).test(file);
  for (const old of readdirSync(OUTPUT_DIR).filter(isPage)) rmSync(join(OUTPUT_DIR, old));
  const path = join(OUTPUT_DIR, `${name}.pdf`);
  writeFileSync(path, pdf);
  // 150 dpi: legible, and enough for ZBar to read the QR code.
  runTool('pdftoppm', ['-png', '-r', '150', path, join(OUTPUT_DIR, name)]);
  const pages = readdirSync(OUTPUT_DIR)
    .filter(isPage)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((file) => join(OUTPUT_DIR, file));
  return { path, pages };
}

/** The text of each page in drawing order (Poppler's `pdftotext -raw`), no-break spaces read as spaces. */
export function pdfPages(path: string): string[] {
  const { stdout } = runTool('pdftotext', ['-raw', '-enc', 'UTF-8', path, '-']);
  return stdout
    .replace(/\u00a0/g, ' ')
    .split('\f')
    .slice(0, -1);
}

/** `pdfinfo`'s fields (`Pages`, `Page size`, `Title`…). */
export function pdfInfo(path: string): Record<string, string> {
  const { stdout } = runTool('pdfinfo', [path]);
  return Object.fromEntries(
    stdout
      .split('\n')
      .filter((line) => line.includes(':'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

/** The fonts of a PDF (`pdffonts`): name, and whether embedded and with a Unicode map. */
export function pdfFonts(path: string): { name: string; embedded: boolean; unicode: boolean }[] {
  const { stdout } = runTool('pdffonts', [path]);
  return stdout
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      // name … emb sub uni object ID: the flags are the 5th to 3rd fields from the end.
      return {
        name: columns[0] ?? '',
        embedded: columns.at(-5) === 'yes',
        unicode: columns.at(-3) === 'yes',
      };
    });
}

/** The QR codes ZBar reads on a page picture. */
export function scanQrCodes(png: string): string[] {
  // Status 4: no code found.
  const { stdout } = runTool('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', png], [0, 4]);
  return stdout ? [stdout.replace(/\n$/, '')] : [];
}
