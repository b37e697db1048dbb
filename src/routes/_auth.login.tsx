import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../screens/LoginPage';
import { parseLoginSearch } from '../session/redirectTarget';
import { prepareSignIn, signIn } from '../session/signIn';
import { useAuthLogo } from '../session/useAuthLogo';

export const Route = createFileRoute('/_auth/login')({
  validateSearch: parseLoginSearch,
  staticData: { page: { title: msg`Sign in` } },
  component: LoginRoute,
});

/** Sign-in inside the running app (after a sign-out or an expired session): back to the link asked for. */
function LoginRoute() {
  const deps = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { redirect } = Route.useSearch();
  const logoUrl = useAuthLogo();
  return (
    <LoginPage
      logoUrl={logoUrl}
      prepare={prepareSignIn}
      signIn={async (credentials) => {
        await signIn(credentials, deps);
        await (redirect ? navigate({ href: redirect, replace: true }) : navigate({ to: '/' }));
      }}
    />
  );
}
