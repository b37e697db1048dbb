import * as v from 'valibot';
import type { Endpoint } from './endpoints';
import { globalResponseSchema } from './globalReports';
import { reportResponseSchema } from './reports';

/** A row of any report, as screens read it: by its fields' names, through a definition's accessors. */
const anyRowSchema = v.record(v.string(), v.unknown());
const anyAnswerSchema = globalResponseSchema(anyRowSchema);

/**
 * Any report answer as the screens read it: the generic answer's shape with rows as records, and the
 * global report's slices and stores without a rate where it has them. Inferred from the schemas, so
 * that the answer read and the answer typed are one.
 */
export type ReportAnswer = Omit<v.InferOutput<typeof anyAnswerSchema>, 'total' | 'previous'> & {
  total?: Record<string, unknown> | undefined;
  previous?:
    | (Omit<NonNullable<v.InferOutput<typeof anyAnswerSchema>['previous']>, 'total'> & {
        total?: Record<string, unknown> | undefined;
      })
    | undefined;
};

const answerSchemas = new WeakMap<
  Endpoint,
  WeakMap<v.GenericSchema, v.GenericSchema<unknown, ReportAnswer>>
>();

/** The schema of a whole answer, for the item shape the caller expects (the endpoint's by default). */
export function answerSchema(
  endpoint: Endpoint,
  item: v.GenericSchema = endpoint.item,
): v.GenericSchema<unknown, ReportAnswer> {
  let byItem = answerSchemas.get(endpoint);
  if (!byItem) {
    byItem = new WeakMap();
    answerSchemas.set(endpoint, byItem);
  }
  let schema = byItem.get(item);
  if (!schema) {
    // Every answer schema reads rows and totals of its report into records: a `ReportAnswer`.
    schema = (
      endpoint.response ? endpoint.response(item) : reportResponseSchema(item, endpoint.total)
    ) as v.GenericSchema<unknown, ReportAnswer>;
    byItem.set(item, schema);
  }
  return schema;
}
