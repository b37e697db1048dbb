import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';

/** msgid → msgstr of a .po catalog (single-line entries, as `lingui extract` writes them here). */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(path.resolve('src/locales', locale, 'messages.po'), 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const id = JSON.parse(match[1] ?? '""') as string;
    if (id) entries.set(id, JSON.parse(match[2] ?? '""') as string);
  }
  return entries;
}

describe('catalogs', () => {
  const source = readCatalog('en');

  it('were extracted', () => {
    expect(source.size).toBeGreaterThan(50);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} translates every message and keeps its placeholders`, () => {
      const catalog = readCatalog(locale);
      expect([...catalog.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [id, translation] of catalog) {
        expect(translation, id).not.toBe('');
        const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
        expect(placeholders(translation), id).toEqual(placeholders(id));
      }
    });
  }
});
