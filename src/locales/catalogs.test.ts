// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { argumentNames, pluralCategories, readCatalog, tagNames, visibleText } from './catalog';

/** Messages a language rightly writes as English does (names, abbreviations, shared words). */
const SAME_AS_ENGLISH = JSON.parse(
  readFileSync(path.resolve('src/locales/same-as-english.json'), 'utf8'),
) as Record<string, string[]>;

describe('catalogs', () => {
  const source = readCatalog('en');

  it('were extracted', () => {
    expect(source.size).toBeGreaterThan(50);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    describe(locale, () => {
      const catalog = readCatalog(locale);
      const entries = [...catalog.values()];

      it('translates every message and keeps its placeholders and tags', () => {
        expect([...catalog.keys()].sort()).toEqual([...source.keys()].sort());
        for (const { id, translation } of entries) {
          expect(translation, id).not.toBe('');
          expect(argumentNames(translation), id).toEqual(argumentNames(id));
          expect(tagNames(translation), id).toEqual(tagNames(id));
        }
      });

      it("uses the language's own plural categories, with every one English distinguishes", () => {
        const own = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
        for (const { id, translation } of entries) {
          const used = pluralCategories(translation);
          if (pluralCategories(id).length === 0) continue;
          expect(used, id).toContain('other');
          for (const category of used) if (!category.startsWith('=')) expect(own, id).toContain(category);
          // A language with a singular form writes it ("1 jour", not "1 jours").
          if (own.includes('one')) expect(used, id).toContain('one');
        }
      });

      it('differs from English unless the message is listed as the same on purpose', () => {
        const allowed = new Set(SAME_AS_ENGLISH[locale] ?? []);
        const same = entries.filter(({ id, translation }) => translation === id).map(({ id }) => id);
        expect(same.filter((id) => !allowed.has(id))).toEqual([]);
        // The list holds only messages that exist and still read as English.
        for (const id of allowed) expect(same, `${id} is listed in same-as-english.json`).toContain(id);
      });

      if (locale === 'fr') {
        it('puts a narrow no-break space before ? ! : ; % and inside « »', () => {
          for (const { id, translation } of entries) {
            const text = visibleText(translation);
            expect(text, id).not.toMatch(/[ \u00a0][?!:;%»]/);
            expect(text, id).not.toMatch(/[^\s\u202f][?!:;»]/);
            expect(text, id).not.toMatch(/«[^\u202f]/);
          }
        });
      }

      if (locale.startsWith('zh')) {
        it('uses full-width punctuation', () => {
          for (const { id, translation } of entries) {
            expect(visibleText(translation), id).not.toMatch(/[,;:?!()]/);
          }
        });
      }
    });
  }
});
