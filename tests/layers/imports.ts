import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One import of a module: the file that imports and the file or package imported. */
export interface ImportEdge {
  from: string;
  to: string;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * Every relative import of the production files under the given folders (tests excluded), as paths
 * from the repository's root without extension (`src/api/client`).
 */
export function importsUnder(...folders: string[]): ImportEdge[] {
  return folders.flatMap((folder) =>
    sourceFiles(path.join(ROOT, folder)).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const from = path.relative(ROOT, file).replace(/\.tsx?$/, '');
      return [...text.matchAll(IMPORT)]
        .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => ({
          from,
          to: path.relative(ROOT, path.resolve(path.dirname(file), specifier)).replace(/\.tsx?$/, ''),
        }));
    }),
  );
}

/** The layer of a path: the first rule whose prefix it starts with, by longest prefix. */
export function layerOf(file: string, layers: Readonly<Record<string, string>>): string | undefined {
  const prefix = Object.keys(layers)
    .filter((candidate) => file === candidate || file.startsWith(`${candidate}/`))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? undefined : layers[prefix];
}

/**
 * The imports that break the rules: `allowed[layer]` lists the layers a layer may import (its own
 * always); a file outside every layer may import anything.
 */
export function forbiddenImports(
  edges: readonly ImportEdge[],
  layers: Readonly<Record<string, string>>,
  allowed: Readonly<Record<string, readonly string[]>>,
): string[] {
  return edges.flatMap(({ from, to }) => {
    const fromLayer = layerOf(from, layers);
    const toLayer = layerOf(to, layers);
    if (!fromLayer || !toLayer || fromLayer === toLayer) return [];
    return allowed[fromLayer]?.includes(toLayer) ? [] : [`${from} (${fromLayer}) imports ${to} (${toLayer})`];
  });
}
