import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../session/LoginPage';

export const Route = createFileRoute('/_auth/login')({
  staticData: { page: { routeName: 'login', title: msg`Sign in`, group: null } },
  component: LoginPage,
});
