import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ROUTER_OPTIONS } from './scripts/routes.js';
import { precompressPlugin } from './server/build/precompress.js';

/**
 * Lingui macros need Babel; @vitejs/plugin-react 6 has no babel option, so the macro plugin runs in
 * its own Babel pass limited to the files that import a Lingui macro (running it over every file
 * would slow the build for nothing).
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

/**
 * The service worker `sw/sw.ts`, built beside the app with the list of the app shell's files injected
 * (the page registers it itself). Compressed copies and source maps are not part of the shell.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    // The web app manifest is served by the server, one per host.
    manifest: false,
    injectManifest: {
      // The manifest's icons and screenshots (PNG) are only read when installing, online.
      globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
    },
  });
}

/** Runs the precompression after every other plugin's end of build, so the service worker is included. */
function afterEverything(plugin: ReturnType<typeof precompressPlugin>): Plugin {
  return {
    ...plugin,
    enforce: 'post',
    closeBundle: { order: 'post', sequential: true, handler: plugin.closeBundle },
  };
}

/**
 * `modulepreload` links for what the first screen needs beyond the entry's own imports, which the
 * browser would otherwise discover one level at a time: the sign-in page and the English catalog.
 */
function preloadFirstScreen(modules: readonly string[]): Plugin {
  return {
    name: 'preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const wanted = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (wanted.has(fileName) || chunk?.type !== 'chunk') return;
          wanted.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const chunk of Object.values(bundle)) {
          const id = chunk.type === 'chunk' ? chunk.facadeModuleId?.split('?')[0] : undefined;
          if (id && modules.some((module) => id.endsWith(module))) visit(chunk.fileName);
        }
        const tags = [...wanted]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .sort()
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
        return { html, tags };
      },
    },
  };
}

/**
 * Every module that `root` imports statically, for one chunk: the browser runs them all before that
 * screen anyway, and one file compresses better and costs one request instead of a few dozen (each of
 * which a phone's preload scanner and module loader pay for). Modules of `outside` are left to other
 * chunks.
 */
function staticImportsOf(roots: readonly string[], outside: RegExp): Plugin & { modules: Set<string> } {
  const modules = new Set<string>();
  return {
    name: `static-imports-of-${roots.join('+')}`,
    apply: 'build',
    modules,
    buildEnd() {
      modules.clear();
      const pending = [...this.getModuleIds()].filter((id) => roots.some((root) => id.endsWith(root)));
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (modules.has(id) || outside.test(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * The first chunks: React's own modules (evaluated first); the sign-in page's (`signin`, all that /login
 * runs); the rest of the app's start (`start`, loaded after sign-in or on any other page); the signed-in
 * screens (`app`: the shell, the report registry and loader, the skeleton, the dashboard's and the
 * reports' screens), which every signed-in page loads on demand together: one file instead of about
 * twenty small ones, each of which cost a request and a `modulepreload` link that the bundler's helper
 * inserts on the main thread (Lighthouse's blocking time on a phone fell by about 40 ms on the
 * dashboard and 50 ms on a report). Charts, exports and catalogs keep their own chunks.
 */
const REACT_MODULES = /node_modules\/(react|react-dom|scheduler)\//;
const signInModules = staticImportsOf(['src/signInBoot.tsx'], REACT_MODULES);
const startModules = staticImportsOf(['src/boot.tsx'], REACT_MODULES);
const appModules = staticImportsOf(
  [
    'src/layout/AppShell.tsx',
    'src/reports/registry.ts',
    'src/reports/reportLoader.ts',
    'src/screens/ReportSkeleton.tsx',
    'src/screens/ReportScreen.tsx',
    'src/screens/DashboardScreen.tsx',
  ],
  REACT_MODULES,
);
const FIRST_CHUNKS = [
  { name: 'react', test: REACT_MODULES, priority: 3 },
  { name: 'signin', test: (id: string) => signInModules.modules.has(id), priority: 2 },
  { name: 'start', test: (id: string) => startModules.modules.has(id), priority: 1 },
  { name: 'app', test: (id: string) => appModules.modules.has(id), priority: 0 },
];

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '4173'}`;

export default defineConfig({
  plugins: [
    // Writes src/routeTree.gen.ts as `npm run routes` does (the same options).
    tanstackRouter(ROUTER_OPTIONS),
    react(),
    linguiMacro(),
    lingui(),
    signInModules,
    startModules,
    appModules,
    preloadFirstScreen(['src/signInBoot.tsx', 'src/locales/en/messages.po']),
    serviceWorker(),
    // Brotli and gzip copies beside each built file, sent as they are by the server.
    afterEverything(precompressPlugin()),
  ],
  resolve: {
    // jspdf's optional chunks (HTML rendering, sanitising, SVG drawing) are unused: the PDF export
    // writes text and a PNG, so they are replaced by an empty module and stay out of the bundle.
    alias: {
      ...Object.fromEntries(
        ['html2canvas', 'dompurify', 'canvg'].map((name) => [
          name,
          fileURLToPath(new URL('./src/export/emptyModule.ts', import.meta.url)),
        ]),
      ),
      // fflate's zip compresses large files in blob: workers, which the Content-Security-Policy refuses;
      // the spreadsheet export (its one user) compresses with the platform's CompressionStream instead.
      fflate: fileURLToPath(new URL('./src/export/fflateSync.ts', import.meta.url)),
    },
  },
  // The export worker (src/export) is bundled on its own: it needs the Lingui macros too, as a module.
  worker: { format: 'es', plugins: () => [linguiMacro(), lingui()] },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  // Source maps are written for debugging but not referenced from the scripts (and never served).
  build: { sourcemap: 'hidden', rolldownOptions: { output: { codeSplitting: { groups: FIRST_CHUNKS } } } },
});
