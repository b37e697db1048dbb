import { loginUrl } from '../config';
import { createConnectivity } from './connectivity';

/** The server's health check sits beside sign-in: `{api}/health`. */
const healthUrl = loginUrl.replace(/\/login(?=$|[?#])/, '/health');

/** Whether the app's server can be reached, checked against its health answer. */
export const connectivity = createConnectivity(healthUrl);
