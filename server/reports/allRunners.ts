import type { EndpointId } from '../../src/contract/endpoints';
import type { EndpointRunner } from './runner';
import { BRIEF_RUNNERS } from './runners/brief';
import { BY_DIMENSION_RUNNERS } from './runners/by-dimension';
import { GLOBAL_RUNNERS } from './runners/global';
import { MONTH_PACE_RUNNERS } from './runners/month-pace';
import { ORDER_DURATION_RUNNERS } from './runners/order-durations';
import { ORDER_LIST_RUNNERS } from './runners/orders';
import { PAYMENT_RUNNERS } from './runners/payments';
import { PRODUCT_RUNNERS } from './runners/products';
import { SALE_RUNNERS } from './runners/sale-report';
import { SUMMARY_RUNNERS } from './runners/summary';
import { TIP_RUNNERS } from './runners/tips';

/**
 * How the server answers each endpoint of the catalogue (`src/contract/endpoints.ts`), keyed alike so
 * that an endpoint without a runner fails the type check; the routes are generated from it.
 */
export const RUNNERS = {
  ...BRIEF_RUNNERS,
  ...BY_DIMENSION_RUNNERS,
  ...GLOBAL_RUNNERS,
  ...MONTH_PACE_RUNNERS,
  ...ORDER_DURATION_RUNNERS,
  ...ORDER_LIST_RUNNERS,
  ...PAYMENT_RUNNERS,
  ...PRODUCT_RUNNERS,
  ...SALE_RUNNERS,
  ...SUMMARY_RUNNERS,
  ...TIP_RUNNERS,
} as const satisfies Record<EndpointId, EndpointRunner>;

export const RUNNER_LIST: readonly EndpointRunner[] = Object.values(RUNNERS);

export function runnersOf(service: 'v0' | 'v1'): readonly EndpointRunner[] {
  return RUNNER_LIST.filter((report) => report.endpoint.service === service);
}
