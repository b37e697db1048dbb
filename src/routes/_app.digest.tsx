import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { DigestPage } from '../screens/DigestPage';
import { dashboardOfDigestLink, parseDigestLinkSearch } from '../screens/digestLink';

export const Route = createFileRoute('/_app/digest')({
  staticData: { page: { title: msg`Daily e-mail` } },
  validateSearch: parseDigestLinkSearch,
  beforeLoad: async ({ context, search }) => {
    const range = await dashboardOfDigestLink(context, search);
    if (range) throw redirect({ to: '/dashboard', search: range, replace: true });
  },
  component: DigestPage,
});
