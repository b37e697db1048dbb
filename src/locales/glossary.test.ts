// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { readCatalog, visibleText } from './catalog';

interface Term {
  /** The English forms of the term, lower case. */
  english: string[];
  /** Per language, the accepted forms of its translation, lower case. */
  translations: Record<string, string[]>;
  /** Per language, words that must not stand for the term. */
  avoid: Record<string, string[]>;
}

const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

/** The terms of the glossary's table (GLOSSARY.md), in its column order: English, the languages, avoid. */
function readGlossary(): Term[] {
  const text = readFileSync(path.resolve('src/locales/GLOSSARY.md'), 'utf8');
  const rows = text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  const [header, , ...body] = rows;
  expect(header).toEqual(['English', ...TRANSLATED, 'avoid']);
  const forms = (cell: string) =>
    cell
      .split(' / ')
      .map((form) => form.trim().toLowerCase())
      .filter(Boolean);
  return body.map((cells) => ({
    english: forms(cells[0] ?? ''),
    translations: Object.fromEntries(TRANSLATED.map((locale, index) => [locale, forms(cells[index + 1] ?? '')])),
    avoid: Object.fromEntries(
      (cells[TRANSLATED.length + 1] ?? '')
        .split(';')
        .map((part) => part.split(':').map((piece) => piece.trim()))
        .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]))
        .map(([locale, word]) => [locale, word.split(' / ').map((w) => w.toLowerCase())]),
    ),
  }));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (form: string) => new RegExp(`\\b${escape(form)}\\b`, 'i');

describe('glossary', () => {
  const terms = readGlossary();
  const source = readCatalog('en');

  it('lists the terms the issue of language quality asked for', () => {
    const find = (english: string) => terms.find((term) => term.english.includes(english));
    expect(find('revenue')?.translations.fr).toContain("chiffre d'affaires");
    expect(find('average items per order')?.translations.fr).toContain("nombre moyen d'articles par commande");
    expect(find('new vs returning customers')?.translations.fr).toContain('nouveaux clients et clients récurrents');
    expect(find('fulfillment')?.translations.fr).toContain('traitement des commandes');
    expect(find('store')?.translations.ko).toContain('스토어');
    expect(find('outlet')?.translations.ko).toContain('매장');
    expect(find('in store')?.translations.ko).toContain('오프라인 매장');
    expect(find('global')?.translations.ko).toContain('통합');
    expect(find('global')?.translations['zh-Hant']).toContain('總覽');
    expect(find('in store')?.translations['zh-Hant']).toContain('實體門市');
    expect(find('parent')?.translations['zh-Hant']).toContain('主類別');
  });

  for (const locale of TRANSLATED) {
    it(`${locale} uses each term's translation wherever the English has the term`, () => {
      const catalog = readCatalog(locale);
      const problems: string[] = [];
      for (const [key, { id }] of source) {
        const translation = (catalog.get(key)?.translation ?? '').toLowerCase();
        let english = visibleText(id).toLowerCase();
        // Longest terms first: a longer term takes its words away from the shorter ones it contains.
        const byLength = [...terms].sort(
          (a, b) => Math.max(...b.english.map((f) => f.length)) - Math.max(...a.english.map((f) => f.length)),
        );
        for (const term of byLength) {
          const form = term.english.find((candidate) => wordPattern(candidate).test(english));
          if (!form) continue;
          english = english.replace(new RegExp(wordPattern(form).source, 'gi'), ' ');
          const wanted = term.translations[locale] ?? [];
          if (wanted.length > 0 && !wanted.some((word) => translation.includes(word)))
            problems.push(`"${id}" → "${translation}" lacks ${wanted.join(' / ')}`);
          for (const word of term.avoid[locale] ?? [])
            if (translation.includes(word)) problems.push(`"${id}" → "${translation}" uses ${word}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
