import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../screens/LoginPage';
import { parseLoginSearch } from '../session/redirectTarget';

export const Route = createFileRoute('/_auth/login')({
  validateSearch: parseLoginSearch,
  staticData: { page: { title: msg`Sign in` } },
  component: LoginPage,
});
