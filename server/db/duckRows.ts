import {
  DuckDBDecimalValue,
  type DuckDBMaterializedResult,
  type DuckDBValueConverter,
  type JS,
  JSDuckDBValueConverter,
} from '@duckdb/node-api';
import type { Row } from './database';
import { nextTurn } from './turns';

/**
 * DuckDB values as JSON-ready ones, converted once: 64-bit integers and decimals to numbers, instants
 * to ISO text (nested lists and structs alike).
 */
const plainValue: DuckDBValueConverter<unknown> = (value, type, self) => {
  // DuckDB's own cast (the scaled integer as a double, divided by 10^scale), without a call into
  // the native binding per value: that call was the event loop's largest cost in a 10,000-row export.
  if (value instanceof DuckDBDecimalValue) return Number(value.value) / 10 ** value.scale;
  const plain = JSDuckDBValueConverter(value, type, self as DuckDBValueConverter<JS>);
  if (typeof plain === 'bigint') return Number(plain);
  if (plain instanceof Date) return plain.toISOString();
  return plain;
};

/** Rows converted this many at a time: the event loop gets a turn between such batches. */
const ROWS_PER_TURN = 256;

/**
 * A result's rows, converted chunk after chunk with a turn of the event loop every `ROWS_PER_TURN`
 * rows: a 10,000-row export does not hold up health checks and sign-ins for the whole conversion.
 * The result is whole already (one trip to DuckDB's threads), so a turn waits for nothing else.
 */
export async function readRows(result: DuckDBMaterializedResult): Promise<Row[]> {
  const names = result.deduplicatedColumnNames();
  const rows: Row[] = [];
  for (let index = 0; index < result.chunkCount; index++) {
    const chunk = result.getChunk(index);
    for (let row = 0; row < chunk.rowCount; row++) {
      // A chunk holds up to 2,048 rows: the turns come inside it.
      if (rows.length > 0 && rows.length % ROWS_PER_TURN === 0) await nextTurn();
      const values: Row = {};
      chunk.visitRowValues(row, (value, _row, column, type) => {
        values[names[column] as string] = plainValue(value, type, plainValue);
      });
      rows.push(values);
    }
  }
  return rows;
}
