import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parseSavedViewsSearch, SavedViewsPage } from '../screens/SavedViewsPage';

export const Route = createFileRoute('/_app/saved-views')({
  staticData: { page: { title: msg`Saved views` } },
  validateSearch: parseSavedViewsSearch,
  component: SavedViewsPage,
});
