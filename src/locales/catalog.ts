import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One message of a .po catalog: its context (if any), its English source and its translation. */
export interface CatalogEntry {
  context: string | null;
  id: string;
  translation: string;
}

/** The key that tells two messages apart: the same English text may have several contexts. */
export function entryKey(entry: Pick<CatalogEntry, 'context' | 'id'>): string {
  return entry.context === null ? entry.id : `${entry.context}\u0004${entry.id}`;
}

/** The entries of a catalog, by key (single-line entries, as `lingui extract` writes them here). */
export function readCatalog(locale: string): Map<string, CatalogEntry> {
  const text = readFileSync(path.resolve('src/locales', locale, 'messages.po'), 'utf8');
  const entries = new Map<string, CatalogEntry>();
  for (const match of text.matchAll(/^(?:msgctxt (".*")\n)?msgid (".*")\nmsgstr (".*")$/gm)) {
    const id = JSON.parse(match[2] ?? '""') as string;
    if (!id) continue;
    const context = match[1] ? (JSON.parse(match[1]) as string) : null;
    const entry = { context, id, translation: JSON.parse(match[3] ?? '""') as string };
    entries.set(entryKey(entry), entry);
  }
  return entries;
}

/** The names of a message's arguments: `{name}`, `{0}` and the selector of `{count, plural, …}`. */
export function argumentNames(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1] ?? ''))].sort();
}

/** The numbered tags of a message (`<0>…</0>`). */
export function tagNames(message: string): string[] {
  return [...new Set([...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[1] ?? ''))].sort();
}

/** The plural categories a message uses (`one`, `other`, `=0`…). */
export function pluralCategories(message: string): string[] {
  if (!/\{\s*\w+\s*,\s*plural\s*,/.test(message)) return [];
  return [...new Set([...message.matchAll(/(?:^|[\s,}])(=\d+|zero|one|two|few|many|other)\s*\{/g)].map((m) => m[1] ?? ''))].sort();
}

/**
 * The text a reader sees: the message without its ICU syntax and placeholders, so typography can be
 * checked on the words alone.
 */
export function visibleText(message: string): string {
  return message
    .replace(/\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/g, ' ')
    .replace(/(?:^|\s)(?:=\d+|zero|one|two|few|many|other)\s*\{/g, ' ')
    .replace(/\{\s*\w+\s*\}/g, 'X')
    .replace(/<\/?\d+\/?>/g, '')
    .replace(/[{}]/g, ' ');
}
