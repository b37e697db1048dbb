import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './vite.config.js';

// Date tests use a fixed clock in local time; one zone for every machine keeps them comparable.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    projects: [
      {
        // The app's code the server runs about saved views (`src/export/onServer.ts`) uses Lingui macros.
        plugins: [linguiMacro(), lingui()],
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'tests/server/**/*.test.ts',
            // DuckDB against PostgreSQL, when there is a PostgreSQL to test against (`.ci/run`).
            ...(process.env.TEST_DATABASE_URL ? ['tests/engines/**/*.test.ts'] : []),
          ],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // App and server together: the app's report registry (Lingui macros) against the real server.
        plugins: [linguiMacro(), lingui()],
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts', 'tests/layers/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The app's modules use Lingui macros and import .po catalogs, as in the Vite build.
        plugins: [linguiMacro(), lingui()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
