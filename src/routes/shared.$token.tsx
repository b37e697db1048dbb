import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { filterSearchSchema } from '../filters/filterSearch';
import { SharedViewPage } from '../screens/SharedViewPage';

/** What the viewer of a link may choose, kept in its address: the table's page and sort. */
const sharedSearchSchema = v.pick(filterSearchSchema, ['page', 'sort', 'direction']);

/**
 * A share link's page, `/shared/<token>`: outside the signed-in layout (no sign-in asked, no menu, no
 * store switch), one report as the view that was shared shows it. A signed-in user who opens it stays
 * signed in and reads it as anybody would.
 */
export const Route = createFileRoute('/shared/$token')({
  validateSearch: (search: Record<string, unknown>) => v.parse(sharedSearchSchema, search),
  staticData: { page: { title: msg`Shared report` } },
  component: SharedLink,
});

function SharedLink() {
  const { token } = Route.useParams();
  const search = Route.useSearch();
  return <SharedViewPage token={token} search={search} />;
}
