// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogues } from '@facturo/sdk/i18n';
import { describe, expect, test } from 'vitest';
import {
  FONT_TEXT,
  FONT_WEIGHTS,
  fontCodePoints,
  fontFaceCss,
  fontFileName,
  sourceFont,
} from '../../scripts/font-subset.mjs';

const styles = join(import.meta.dirname, '..', '..', 'src', 'styles');
const committedFont = (weight: number) => readFileSync(join(styles, 'fonts', fontFileName(weight)));

// Every string of a catalogue, however deep.
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(textsOf)
      : [];

describe('the Public Sans subsets (scripts/font-subset.mjs)', () => {
  test('every weight draws the Spanish letters and signs, and is lighter than Fontsource’s Latin file', async () => {
    for (const weight of FONT_WEIGHTS) {
      const font = committedFont(weight);
      const drawn = await fontCodePoints(font);
      for (const character of 'áéíóúÁÉÍÓÚñÑüÜ¿¡«»“”—…€0123456789$%') {
        expect(drawn.has(character.codePointAt(0) ?? 0), `${weight}: ${character}`).toBe(true);
      }
      expect(font.length).toBeLessThan((await sourceFont(weight)).length * 0.8);
    }
  });

  test('every character the Spanish, English and French texts write is kept when Public Sans has it', async () => {
    const drawnBySource = await fontCodePoints(await sourceFont(400));
    const kept = await fontCodePoints(committedFont(400));
    const written = new Set(
      (['es', 'en', 'fr'] as const).flatMap((locale) =>
        textsOf(catalogues[locale]).flatMap((text) => [...text]),
      ),
    );
    const lost = [...written].filter((character) => {
      const code = character.codePointAt(0) ?? 0;
      return code >= 0x20 && drawnBySource.has(code) && !kept.has(code);
    });
    expect(lost).toEqual([]);
    // And the subset keeps what FONT_TEXT promises (the unicode-range of the stylesheet says so).
    expect([...FONT_TEXT].filter((character) => !kept.has(character.codePointAt(0) ?? 0))).toEqual([]);
  });

  test('the stylesheet is the generated one: every weight, font-display swap, the subset’s range', () => {
    const css = readFileSync(join(styles, 'fonts.css'), 'utf8');
    expect(css).toBe(fontFaceCss());
    expect(css.match(/font-display: swap;/g)).toHaveLength(FONT_WEIGHTS.length);
    for (const weight of FONT_WEIGHTS) expect(css).toContain(`./fonts/${fontFileName(weight)}`);
  });
});
