import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { FilterSearch } from '../filters/filterSearch';
import { ORDER_STATES } from '../filters/labels';
import { searchOfView } from '../filters/viewRange';
import { NOT_COUNTED_STATE, statesByDefault, statesLeaveCanceledOut } from './countedStates';
import { REPORT_LIST, REPORTS } from './registry';
import { reportRequest } from './reportRequest';

const now = dayjs('2026-11-22T10:15:00');
const scope = { userId: 1, storeId: 1, timeZone: 'Asia/Seoul' };
/** The states a store offers: the built-in ones, then its published custom ones. */
const OFFERED = [...ORDER_STATES, 'in_transit', 'lost'];
const ALL_BUT_CANCELED = OFFERED.filter((state) => state !== 'canceled');

function sentStates(id: keyof typeof REPORTS, search: FilterSearch, purpose: 'table' | 'export' = 'table') {
  return (reportRequest(REPORTS[id], scope, search, purpose, now).params as Record<string, string>).states;
}

describe('which states a report counts when its link names none', () => {
  it('leaves canceled orders out of the revenue figures, tips and products, as their endpoints do', () => {
    for (const id of [
      'totalRevenue',
      'dashboard',
      'seller',
      'payment',
      'tippings',
      'revenueByProduct',
    ] as const)
      expect(statesLeaveCanceledOut(REPORTS[id], {}), id).toBe(true);
  });

  it('lists every state in the order lists, but only the counted ones for the orders behind a figure', () => {
    expect(statesLeaveCanceledOut(REPORTS.salesOrder, {})).toBe(false);
    expect(statesLeaveCanceledOut(REPORTS.salesOrder, { countedOnly: true })).toBe(true);
    expect(statesLeaveCanceledOut(REPORTS.orderStatus, {})).toBe(false);
  });

  it('reads the states of time in status as its columns, never as the orders counted', () => {
    expect(statesLeaveCanceledOut(REPORTS.timeInStatus, {})).toBe(false);
    expect(statesByDefault(REPORTS.timeInStatus, {}, OFFERED)).toEqual(OFFERED);
  });

  it('ticks every offered state but canceled where canceled orders are left out, else every one', () => {
    expect(NOT_COUNTED_STATE).toBe('canceled');
    expect(statesByDefault(REPORTS.totalRevenue, {}, OFFERED)).toEqual(ALL_BUT_CANCELED);
    expect(statesByDefault(REPORTS.salesOrder, {}, OFFERED)).toEqual(OFFERED);
    expect(statesByDefault(REPORTS.salesOrder, { countedOnly: true }, OFFERED)).toEqual(ALL_BUT_CANCELED);
  });

  it('only the order lists count every state by default', () => {
    const all = REPORT_LIST.filter((report) => report.statesByDefault === 'all').map((report) => report.id);
    expect(all.sort()).toEqual(['orderStatus', 'salesOrder']);
  });
});

describe('the states a request sends', () => {
  it('sends no filter by default, so the server counts every state but canceled', () => {
    expect(sentStates('totalRevenue', {})).toBeUndefined();
    expect(sentStates('dashboard', {}, 'export')).toBeUndefined();
  });

  it('names every state, canceled included, when all are ticked: the table, the dashboard and exports alike', () => {
    const search: FilterSearch = { states: OFFERED };
    expect(sentStates('totalRevenue', search)).toBe(OFFERED.join(','));
    expect(sentStates('totalRevenue', search, 'export')).toBe(OFFERED.join(','));
    expect(sentStates('dashboard', search)).toBe(OFFERED.join(','));
    const chart = reportRequest(REPORTS.totalRevenue, scope, search, 'chart', now);
    expect((chart?.params as Record<string, string> | undefined)?.states).toContain('canceled');
  });

  it('opens an old saved view as it counted: without states on the default, with states as saved', () => {
    const open = (search: unknown) =>
      sentStates('totalRevenue', searchOfView({ search, range: { kind: 'lastDays', days: 5 } }, now));
    expect(open({ source: 'in_store' })).toBeUndefined();
    expect(open({ states: ALL_BUT_CANCELED })).toBe(ALL_BUT_CANCELED.join(','));
    expect(open({ states: ['completed', 'canceled'] })).toBe('completed,canceled');
  });
});
