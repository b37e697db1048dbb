import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vite';
import { linguiMacro } from './vite.config.js';

/**
 * The app's code the server runs about saved views (`src/export/onServer.ts`: a shared link's request,
 * a scheduled e-mail's spreadsheet), built for Node into `dist-server/` with everything it imports, the
 * catalogs included, compiled as the app's build compiles them (Lingui macros, `.po` files). The server
 * loads it at start (`loadViewTools`, server/main.ts); `npm run build` writes it after the app.
 */
export default defineConfig({
  plugins: [linguiMacro(), lingui()],
  resolve: {
    // As in the app's build: the spreadsheet is zipped by the same code the export worker runs.
    alias: { fflate: fileURLToPath(new URL('./src/export/fflateSync.ts', import.meta.url)) },
  },
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    ssr: 'src/export/onServer.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'onServer.js', codeSplitting: false } },
  },
});
