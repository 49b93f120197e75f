/**
 * Zip files as DIAN and buyers expect them: documents travel to DIAN's web service zipped (then
 * base64), and the buyer's e-mail carries the AttachedDocument and the PDF in one zip. fflate writes
 * and reads them in memory (deflate, no native code).
 * @module
 */
import { strToU8, unzipSync, zipSync } from 'fflate';

/** One file of a zip: its name inside and its content (text is written as UTF-8). */
export interface ZipEntry {
  name: string;
  content: string | Uint8Array;
}

/**
 * A zip holding `entries` in order. `modifiedAt` is every entry's date (the document's issue, so the
 * same document always zips to the same bytes).
 */
export function zipFiles(entries: readonly ZipEntry[], modifiedAt: Date): Buffer {
  const files = Object.fromEntries(
    entries.map((entry) => [
      entry.name,
      typeof entry.content === 'string' ? strToU8(entry.content) : entry.content,
    ]),
  );
  return Buffer.from(zipSync(files, { level: 6, mtime: modifiedAt }));
}

/** The files of a zip, by name; a damaged zip throws. */
export function unzipFiles(zip: Uint8Array): Map<string, Uint8Array> {
  return new Map(Object.entries(unzipSync(zip)));
}
