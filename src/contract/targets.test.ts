import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  hasAtMostCents,
  MAX_TARGET,
  MAX_TARGET_ORDERS,
  monthTargetInputSchema,
  monthTargetSchema,
  monthTargetsSchema,
  TARGET_MONTH,
  targetMonth,
  targetMonthSchema,
  targetYearParam,
} from './targets';

const firstIssue = (schema: v.GenericSchema, input: unknown) => {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? null : `${v.getDotPath(parsed.issues[0]) ?? 'body'}: ${parsed.issues[0].message}`;
};

describe('monthly targets in the contract', () => {
  it('takes a revenue from 0 to 10^12 to the cent, and an optional whole order count', () => {
    for (const input of [
      { revenue: 0 },
      { revenue: 12345678.91 },
      { revenue: MAX_TARGET },
      { revenue: 999999999999.99, orderCount: MAX_TARGET_ORDERS },
      { revenue: 5, orderCount: 0 },
      { revenue: 5, orderCount: null },
    ])
      expect(firstIssue(monthTargetInputSchema, input), JSON.stringify(input)).toBeNull();
    expect(firstIssue(monthTargetInputSchema, { revenue: -0.01 })).toBe('revenue: must be at least 0');
    expect(firstIssue(monthTargetInputSchema, { revenue: MAX_TARGET + 1 })).toBe(
      'revenue: must be at most 1000000000000',
    );
    expect(firstIssue(monthTargetInputSchema, { revenue: 1.005 })).toBe(
      'revenue: must have at most 2 decimals',
    );
    expect(firstIssue(monthTargetInputSchema, { revenue: Number.NaN })).toBe('revenue: must be a number');
    expect(firstIssue(monthTargetInputSchema, { revenue: Number.POSITIVE_INFINITY })).toBe(
      'revenue: must be a finite number',
    );
    expect(firstIssue(monthTargetInputSchema, { revenue: '5' })).toBe('revenue: must be a number');
    expect(firstIssue(monthTargetInputSchema, {})).toBe('revenue: is required');
    expect(firstIssue(monthTargetInputSchema, { revenue: 1, orderCount: 2.5 })).toBe(
      'orderCount: must be a whole number',
    );
    expect(firstIssue(monthTargetInputSchema, { revenue: 1, orderCount: MAX_TARGET_ORDERS + 1 })).toBe(
      'orderCount: must be at most 1000000000',
    );
    expect(firstIssue(monthTargetInputSchema, { revenue: 1, currency: 'EUR' })).toBe(
      'currency: is not a field of a target: send {revenue, orderCount?}',
    );
    expect(firstIssue(monthTargetInputSchema, null)).toBe('body: must be an object {revenue, orderCount?}');
  });

  it('knows an amount to the cent from one with more decimals', () => {
    for (const amount of [0, 0.01, 0.3, 19.99, 100.1, 12345678.91, 999999999999.99])
      expect(hasAtMostCents(amount)).toBe(true);
    for (const amount of [0.001, 1.005, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY])
      expect(hasAtMostCents(amount)).toBe(false);
  });

  it('names months YYYY-MM from 2000-01 to 2100-12, and reads the year of the list', () => {
    for (const month of ['2000-01', '2025-03', '2099-12', '2100-12'])
      expect(TARGET_MONTH.test(month)).toBe(true);
    for (const month of ['1999-12', '2101-01', '2025-00', '2025-13', '2025-3', '25-03', '2025-03-01'])
      expect(v.is(targetMonthSchema, month), month).toBe(false);
    expect(targetMonth(2025, 3)).toBe('2025-03');
    expect(v.parse(targetYearParam, '2025')).toBe(2025);
    for (const year of ['1999', '2101', '25', '', 'abcd', '2025-01'])
      expect(v.is(targetYearParam, year), year).toBe(false);
    expect(v.parse(v.object({ year: targetYearParam }), { year: '2100' })).toEqual({ year: 2100 });
    expect(firstIssue(v.object({ year: targetYearParam }), {})).toBe(
      'year: must be a year from 2000 to 2100',
    );
  });

  it('reads the answers: a target with or without an order count, and a list', () => {
    const target = { month: '2025-03', revenue: 1500.5, orderCount: null, updatedAt: 1, updatedBy: 1 };
    expect(v.parse(monthTargetSchema, target)).toEqual(target);
    expect(
      v.parse(monthTargetsSchema, { items: [target, { ...target, month: '2025-04', orderCount: 3 }] }).items,
    ).toHaveLength(2);
    expect(v.is(monthTargetSchema, { ...target, revenue: '1500.50' })).toBe(false);
  });
});
