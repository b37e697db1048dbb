import { waitForReports } from '../waitForReports';

/** The tests start once the server (started by `webServer`) answers reports, its report tables built. */
export default async function globalSetup(): Promise<void> {
  await waitForReports(`http://127.0.0.1:${process.env.E2E_PORT}`);
}
