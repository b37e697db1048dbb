import * as v from 'valibot';
import { errorBodySchema } from '../../src/contract/common';
import { ENDPOINT_LIST } from '../../src/contract/endpoints';
import { SHARED_PURPOSES } from '../../src/contract/viewShares';
import type { ViewRequest, ViewRequestInput, ViewTools } from '../../src/contract/viewTools';
import { apiError } from '../http/errors';
import { SHARE_TOKEN_REFUSED } from '../http/shareToken';
import { shownName } from '../http/text';
import type { OpenShare } from './sharedView';

type Purpose = (typeof SHARED_PURPOSES)[number];
type Paging = NonNullable<ViewRequestInput['paging']>;

/** What the link's page may ask of its report: which read, and the table's page and sort. */
export interface SharedQuery {
  purpose: Purpose;
  paging?: Paging;
}

const PAGING_PARAMS = ['page', 'sortBy', 'sortDirection'];
const ASKED_PARAMS = new Set(['purpose', ...PAGING_PARAMS]);
const PAGE_MAX = 1_000_000;

const invalid = (name: string, rule: string, got: string) =>
  apiError(400, `Invalid query parameter '${name}': ${rule} (got '${shownName(got)}')`);

/**
 * The answer route's query: `purpose`, and for the table `page`, `sortBy` and `sortDirection`. Any
 * other parameter (dates, filters, limits, exports) is one the view does not let its viewers change:
 * 403.
 */
export function sharedQueryOf(query: Record<string, string>): SharedQuery {
  for (const name of Object.keys(query))
    if (!ASKED_PARAMS.has(name))
      throw apiError(403, `A shared link shows its view as shared: '${shownName(name)}' may not be set`);
  const purpose = query.purpose ?? 'table';
  if (!(SHARED_PURPOSES as readonly string[]).includes(purpose))
    throw invalid('purpose', `must be one of ${SHARED_PURPOSES.join(', ')}`, purpose);
  const { page, sortBy, sortDirection } = query;
  if (page !== undefined && !(/^\d{1,7}$/.test(page) && Number(page) >= 1 && Number(page) <= PAGE_MAX))
    throw invalid('page', `must be a page number from 1 to ${PAGE_MAX}`, page);
  if (sortBy !== undefined && !/^[A-Za-z][A-Za-z0-9]{0,59}$/.test(sortBy))
    throw invalid('sortBy', 'must be a column name', sortBy);
  if (sortDirection !== undefined && sortDirection !== 'asc' && sortDirection !== 'desc')
    throw invalid('sortDirection', 'must be asc or desc', sortDirection);
  if (page === undefined && sortBy === undefined && sortDirection === undefined)
    return { purpose: purpose as Purpose };
  if (purpose !== 'table') throw apiError(403, "Only the table's page and sort may be chosen");
  return {
    purpose,
    paging: {
      page: page === undefined ? undefined : Number(page),
      sortBy,
      sortDirection: sortDirection as Paging['sortDirection'],
    },
  };
}

/** Whether the request the app's code built applies the page and sort the viewer asked. */
function honours(request: ViewRequest, paging: Paging): boolean {
  const { params } = request;
  return (
    (paging.page === undefined || params.page === String(paging.page)) &&
    (paging.sortBy === undefined || params.sortBy === paging.sortBy) &&
    (paging.sortDirection === undefined || params.sortDirection === paging.sortDirection)
  );
}

/** The request reads one report of the catalogue, of the view's store, and no export. */
function isOwnReport(request: ViewRequest, storeId: number): boolean {
  const match = /^\/(v0|v1)\/stores\/(\d{1,10})\/([a-z-]{1,60})$/.exec(request.path);
  return (
    match !== null &&
    Number(match[2]) === storeId &&
    ENDPOINT_LIST.some((endpoint) => endpoint.service === match[1] && endpoint.name === match[3]) &&
    !('isExport' in request.params)
  );
}

/**
 * The report request of a shared view at `now`, as the app's own code builds it (the server never
 * builds one itself): 404 when the report has nothing to read for the purpose, 403 when the page or
 * sort asked is not one the report takes, 410 when the view's report can no longer be built.
 */
export function sharedRequest(
  views: ViewTools,
  open: OpenShare,
  query: SharedQuery,
  now: Date,
  log: (line: string) => void,
): ViewRequest {
  const { name: _name, ...store } = open.store;
  const input: ViewRequestInput = { view: open.view, store, purpose: query.purpose, now };
  let request: ViewRequest | null;
  try {
    request = views.viewRequest(input);
  } catch (error) {
    log(`[shared] view ${open.view.id}: its request cannot be built: ${String(error)}`);
    throw apiError(410, 'This shared link no longer works: its report can no longer be shown');
  }
  if (!request) throw apiError(404, `This report has no ${query.purpose} to show`);
  if (query.paging) {
    try {
      request = views.viewRequest({ ...input, paging: query.paging });
    } catch {
      request = null;
    }
    if (!request || !honours(request, query.paging))
      throw apiError(403, 'This report cannot be shown with that page or sort');
  }
  if (!isOwnReport(request, open.view.storeId)) {
    log(`[shared] view ${open.view.id}: refused a request of ${request.path.slice(0, 100)}`);
    throw apiError(403, SHARE_TOKEN_REFUSED);
  }
  return request;
}

/** Any origin does: the request never leaves the process. */
const IN_PROCESS = 'http://localhost/api/reports';

/**
 * The report's answer read as its owner through the app's own report route, passed on as that route
 * answers it. A refusal keeps its status and message (and Retry-After), but a token refused (the
 * owner signed out everywhere or closed meanwhile) says the link no longer works.
 */
export async function readAsOwner(
  read: (request: Request) => Promise<Response>,
  token: string,
  request: ViewRequest,
  signal: AbortSignal,
): Promise<{ body: ArrayBuffer; contentType: string }> {
  const url = `${IN_PROCESS}${request.path}?${new URLSearchParams(request.params)}`;
  const answer = await read(new Request(url, { headers: { authorization: `Bearer ${token}` }, signal }));
  if (answer.status === 200)
    return {
      body: await answer.arrayBuffer(),
      contentType: answer.headers.get('content-type') ?? 'application/json; charset=UTF-8',
    };
  if (answer.status === 401 || answer.status === 403)
    throw apiError(410, 'This shared link no longer works: who shared it can no longer read this report');
  const body = v.safeParse(errorBodySchema, await answer.json().catch(() => undefined));
  const retryAfter = answer.headers.get('retry-after');
  throw apiError(
    answer.status as 400,
    body.success ? body.output.message : 'The report cannot be read right now. Try again in a moment.',
    retryAfter ? { 'retry-after': retryAfter } : undefined,
    body.success && body.output.preparing ? { preparing: body.output.preparing } : undefined,
  );
}
