import { describe, expect, it } from 'vitest';
import { forbiddenImports, importsUnder } from './imports';

/**
 * The app's layers, from the top (docs/architecture.md gives the reasons): routes, the screens that
 * compose a page, the shell, exports and the filter bar, the report registry and request builder, the
 * filter model and the chart and table components, the session and offline storage, the API client,
 * and the leaves anyone may use (contract, configuration, ui, theme, i18n). The service worker reads
 * only the contract and the configuration.
 */
const LAYERS = {
  'src/main': 'wiring',
  'src/boot': 'wiring',
  'src/signInBoot': 'wiring',
  'src/connectApp': 'wiring',
  'src/router': 'wiring',
  'src/routeTree.gen': 'wiring',
  'src/routes': 'routes',
  'src/screens': 'screens',
  'src/layout': 'layout',
  'src/export': 'export',
  'src/filters/FilterBar': 'filterBar',
  'src/reports': 'reports',
  'src/filters': 'filters',
  'src/charts': 'charts',
  'src/tables': 'tables',
  'src/session': 'session',
  'src/offline': 'offline',
  'src/api': 'api',
  'src/i18n': 'i18n',
  'src/locales': 'i18n',
  'src/theme': 'theme',
  'src/ui': 'ui',
  'src/contract': 'leaf',
  'src/config': 'leaf',
  'src/storageKeys': 'leaf',
  sw: 'worker',
};

const BELOW = (...layers: string[]) => [...layers, 'i18n', 'theme', 'ui', 'leaf'];

const ALLOWED: Record<string, readonly string[]> = {
  wiring: BELOW('routes', 'screens', 'layout', 'reports', 'filters', 'session', 'offline', 'api'),
  routes: BELOW(
    'wiring',
    'screens',
    'layout',
    'filterBar',
    'reports',
    'filters',
    'session',
    'offline',
    'api',
  ),
  screens: BELOW(
    'layout',
    'export',
    'filterBar',
    'reports',
    'filters',
    'charts',
    'tables',
    'session',
    'offline',
    'api',
  ),
  layout: BELOW('filterBar', 'reports', 'filters', 'session', 'offline', 'api'),
  export: BELOW('reports', 'filters', 'charts', 'session', 'offline', 'api'),
  filterBar: BELOW('reports', 'filters', 'session', 'offline', 'api'),
  reports: BELOW('filters', 'charts', 'tables', 'session', 'offline', 'api'),
  filters: BELOW('session', 'offline', 'api'),
  charts: BELOW(),
  tables: BELOW(),
  session: BELOW('offline', 'api'),
  offline: BELOW('api'),
  api: BELOW(),
  i18n: ['leaf'],
  theme: ['leaf'],
  ui: ['i18n', 'leaf'],
  leaf: [],
  worker: ['leaf'],
};

/** Imports that cross the layers on purpose, with the reason. */
const EXCEPTIONS = [
  // The report registry types its links with the generated list of route paths (a type, no code).
  { from: 'src/reports/registry', to: 'src/routeTree.gen' },
];

describe('app layers', () => {
  const edges = importsUnder('src', 'sw').filter(
    (edge) => !EXCEPTIONS.some((exception) => exception.from === edge.from && exception.to === edge.to),
  );

  it('finds the imports it checks', () => {
    expect(
      edges.some((edge) => edge.from === 'src/screens/ReportScreen' && edge.to.startsWith('src/export/')),
    ).toBe(true);
  });

  it('point one way: screens → reports, export and filters → api → contract; ui imports no api', () => {
    expect(forbiddenImports(edges, LAYERS, ALLOWED)).toEqual([]);
  });

  it('would name an import against them', () => {
    const backwards = [{ from: 'src/reports/ReportMenu', to: 'src/export/ExportControls' }];
    expect(forbiddenImports(backwards, LAYERS, ALLOWED)).toEqual([
      'src/reports/ReportMenu (reports) imports src/export/ExportControls (export)',
    ]);
  });
});
