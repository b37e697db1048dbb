import {
  type DuckDBMaterializedResult,
  type DuckDBValueConverter,
  type JS,
  JSDuckDBValueConverter,
} from '@duckdb/node-api';
import type { Row } from './database';

/**
 * DuckDB values as JSON-ready ones, converted once: 64-bit integers and decimals to numbers, instants
 * to ISO text (nested lists and structs alike).
 */
const plainValue: DuckDBValueConverter<unknown> = (value, type, self) => {
  const plain = JSDuckDBValueConverter(value, type, self as DuckDBValueConverter<JS>);
  if (typeof plain === 'bigint') return Number(plain);
  if (plain instanceof Date) return plain.toISOString();
  return plain;
};

/** Rows converted this many at a time: the event loop gets a turn between such batches. */
const ROWS_PER_TURN = 1024;

/**
 * A result's rows, converted chunk after chunk with a turn of the event loop every `ROWS_PER_TURN`
 * rows: a 10,000-row export does not hold up health checks and sign-ins for the whole conversion.
 * The result is whole already (one trip to DuckDB's threads), so a turn waits for nothing else.
 */
export async function readRows(result: DuckDBMaterializedResult): Promise<Row[]> {
  const names = result.deduplicatedColumnNames();
  const rows: Row[] = [];
  let sinceTurn = 0;
  for (let index = 0; index < result.chunkCount; index++) {
    const chunk = result.getChunk(index);
    for (let row = 0; row < chunk.rowCount; row++) {
      const values: Row = {};
      chunk.visitRowValues(row, (value, _row, column, type) => {
        values[names[column] as string] = plainValue(value, type, plainValue);
      });
      rows.push(values);
    }
    sinceTurn += chunk.rowCount;
    if (sinceTurn >= ROWS_PER_TURN && index + 1 < result.chunkCount) {
      sinceTurn = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return rows;
}
