import type { ChartSeries } from '../../charts/types';
import { roundMoney } from '../../contract/money';

interface PaymentRow {
  paymentCode: string;
  paymentName: string;
  netAmount: number;
}

/** Each payment method's net amount over the whole range (its rows are per period), largest first. */
export function paymentShares(items: readonly PaymentRow[], label: string): ChartSeries {
  const byMethod = new Map<string, { name: string; amount: number }>();
  for (const item of items) {
    const entry = byMethod.get(item.paymentCode) ?? { name: item.paymentName, amount: 0 };
    entry.amount += item.netAmount;
    byMethod.set(item.paymentCode, entry);
  }
  const points = [...byMethod.values()]
    .sort((a, b) => b.amount - a.amount)
    .map(({ name, amount }) => ({ x: name, y: roundMoney(amount) }));
  return { id: 'payments', label, points };
}
