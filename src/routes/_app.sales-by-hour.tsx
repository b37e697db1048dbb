import { createFileRoute } from '@tanstack/react-router';
import { reportRoute } from '../screens/reportRoute';

export const Route = createFileRoute('/_app/sales-by-hour')(reportRoute('salesByHour'));
