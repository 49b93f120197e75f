import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

// Numbered invoice pages seek from remembered positions (src/modules/invoices/invoice-page-anchors.ts),
// which stay exact while an organization's invoice count does: that holds only if no code deletes an
// invoice or moves one in the list's order (its issue time, its number, its organization). A change
// that needs either must first make the page query stop trusting remembered positions.

const root = join(import.meta.dirname, '..', '..');
const sources = (readdirSync(join(root, 'src'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts'))
  .map((file) => ({
    file: relative(root, join(root, 'src', file)),
    text: readFileSync(join(root, 'src', file), 'utf8'),
  }));

/** Each `updateTable('invoices')` chain up to its `execute`, and each SQL `update invoices … ;`/`` ` ``. */
function invoiceUpdates(text: string): string[] {
  const chains = [...text.matchAll(/updateTable\('invoices'\)[\s\S]*?\.execute/g)].map((match) => match[0]);
  const statements = [...text.matchAll(/update\s+invoices\s+set[\s\S]*?(?:;|`)/gi)].map((match) => match[0]);
  return [...chains, ...statements];
}

describe('invoices keep their place in the list', () => {
  test('no code deletes an invoice (only an organization’s deletion takes its invoices along)', () => {
    const deleting = sources.filter(({ text }) =>
      /deleteFrom\('invoices'\)|delete\s+from\s+invoices\b/i.test(text),
    );
    expect(deleting.map(({ file }) => file)).toEqual([]);
  });

  test('no code changes an invoice’s issue time, number or organization', () => {
    const moving = sources.flatMap(({ file, text }) =>
      invoiceUpdates(text)
        .filter((update) =>
          /\b(createdAt|created_at|sequence|organizationId|organization_id)\b\s*[:=]/.test(update),
        )
        .map((update) => `${file}: ${update.slice(0, 120)}`),
    );
    expect(moving).toEqual([]);
  });

  test('the scan sees the updates there are', () => {
    expect(sources.flatMap(({ text }) => invoiceUpdates(text)).length).toBeGreaterThan(5);
  });
});
