import pg from 'pg';

const { types } = pg;

/** Instants as ISO text, as the DuckDB seam returns them (`toISOString`). */
const isoInstant = (text: string) =>
  new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();

/**
 * Values as the DuckDB seam returns them, none parsed in the process's local zone: days at UTC
 * midnight, timestamps without zone read as UTC, 64-bit integers and exact decimals as numbers
 * only here, at the edge of the response (sums stay NUMERIC inside the database).
 */
export const PG_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    switch (oid) {
      case types.builtins.INT8:
      case types.builtins.NUMERIC:
        return (text: string) => Number(text);
      case types.builtins.DATE:
        return (text: string) => `${text}T00:00:00.000Z`;
      case types.builtins.TIMESTAMP:
        return (text: string) => isoInstant(`${text}Z`);
      case types.builtins.TIMESTAMPTZ:
        return isoInstant;
      default:
        return types.getTypeParser(oid, format ?? 'text');
    }
  },
} as pg.CustomTypesConfig;
