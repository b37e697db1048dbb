import type { EndpointId } from '../../src/contract/endpoints';
import type { ReportDefinition } from './definition';
import { BRIEF_REPORTS } from './definitions/brief';
import { BY_DIMENSION_REPORTS } from './definitions/by-dimension';
import { GLOBAL_REPORTS } from './definitions/global';
import { ORDER_DURATION_REPORTS } from './definitions/order-durations';
import { ORDER_LIST_REPORTS } from './definitions/orders';
import { PAYMENT_REPORTS } from './definitions/payments';
import { PRODUCT_REPORTS } from './definitions/products';
import { SALE_REPORTS } from './definitions/sale-report';
import { SUMMARY_REPORTS } from './definitions/summary';
import { TIP_REPORTS } from './definitions/tips';

/**
 * How the server answers each endpoint of the catalogue (`src/contract/endpoints.ts`), keyed alike so
 * that an endpoint without a definition fails the type check; the routes are generated from it.
 */
export const DEFINITIONS = {
  ...BRIEF_REPORTS,
  ...BY_DIMENSION_REPORTS,
  ...GLOBAL_REPORTS,
  ...ORDER_DURATION_REPORTS,
  ...ORDER_LIST_REPORTS,
  ...PAYMENT_REPORTS,
  ...PRODUCT_REPORTS,
  ...SALE_REPORTS,
  ...SUMMARY_REPORTS,
  ...TIP_REPORTS,
} as const satisfies Record<EndpointId, ReportDefinition>;

export const REPORTS: readonly ReportDefinition[] = Object.values(DEFINITIONS);

export function reportsOf(service: 'v0' | 'v1'): readonly ReportDefinition[] {
  return REPORTS.filter((report) => report.endpoint.service === service);
}
