import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StoreSettingsPage } from '../screens/StoreSettingsPage';

export const Route = createFileRoute('/_app/store-settings')({
  staticData: { page: { title: msg`Store settings` } },
  component: StoreSettingsPage,
});
