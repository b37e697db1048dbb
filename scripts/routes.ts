/**
 * `npm run routes`: writes `src/routeTree.gen.ts` from the files of `src/routes/`, with the generator
 * and the options the router's Vite plugin uses on `vite` and `vite build` (it imports them from here),
 * so a new route file type-checks without a Vite run and the file is the one Vite would write. It is
 * written only when it changes. `npm run check` runs it first.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

/** The router plugin's options (`vite.config.ts`), paths from the repository's root. */
export const ROUTER_OPTIONS = {
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: 'src/routes',
} as const;

/** Writes the route tree of the repository at `root` (the generator's temporary files go to `.tanstack/`). */
async function generateRoutes(root: string): Promise<void> {
  const config = getConfig({ ...ROUTER_OPTIONS, disableLogging: true }, root);
  await new Generator({ config, root }).run();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generateRoutes(path.resolve(import.meta.dirname, '..'));
}
