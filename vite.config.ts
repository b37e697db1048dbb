import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './server/build/precompress.js';

/**
 * Lingui macros need Babel; @vitejs/plugin-react 6 has no babel option, so the macro plugin runs in
 * its own Babel pass limited to the files that import a Lingui macro (STACK-NOTES.md).
 */
export function linguiMacro() {
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
        rolldown: { filter: { code: /@lingui\/[a-z]+\/macro/ } },
      }),
    ],
  });
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '4173'}`;

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    linguiMacro(),
    lingui(),
    // Brotli and gzip copies beside each built file, sent as they are by the server.
    precompressPlugin(),
  ],
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  // Source maps are written for debugging but not referenced from the scripts (and never served).
  build: { sourcemap: 'hidden' },
});
