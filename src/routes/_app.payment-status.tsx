import { createFileRoute } from '@tanstack/react-router';
import { reportRoute } from '../reports/reportRoute';

export const Route = createFileRoute('/_app/payment-status')(reportRoute('paymentStatus'));
