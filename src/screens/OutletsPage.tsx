import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { outletsQuery } from '../api/settingsQueries';
import { useSession } from '../session/useSession';
import { PageHead } from '../ui/PageHead';

/**
 * The outlets of the current store, each linking to its revenue. Reachable without sign-in: then it
 * says what it shows and offers to sign in, coming back here.
 */
export function OutletsPage() {
  const { user, storeId } = useSession();
  return (
    <div className="page">
      <PageHead title={<Trans context="outlets">Outlets</Trans>} />
      {user && storeId !== null ? (
        <OutletList userId={user.id} storeId={storeId} />
      ) : (
        <section className="panel panel--empty">
          <h2 className="panel__title">
            <Trans>Sign in to see your outlets</Trans>
          </h2>
          <p>
            <Trans>Each outlet of your store, with a link to its revenue.</Trans>
          </p>
          <Link to="/login" search={{ redirect: '/outlet' }} className="button button--primary">
            <Trans>Sign in</Trans>
          </Link>
        </section>
      )}
    </div>
  );
}

function OutletList({ userId, storeId }: { userId: number; storeId: number }) {
  const outlets = useQuery(outletsQuery(userId, storeId));
  if (outlets.isPending) {
    return (
      <p role="status">
        <Trans>Loading the outlets…</Trans>
      </p>
    );
  }
  const list = (outlets.data ?? []).filter((outlet) => outlet.visible);
  if (list.length === 0) {
    return (
      <section className="panel panel--empty">
        <h2 className="panel__title">
          <Trans>This store has no outlets</Trans>
        </h2>
      </section>
    );
  }
  return (
    <ul className="panel outlet-list">
      {list.map((outlet) => (
        <li key={outlet.id}>
          <Link to="/revenue-by-outlet" search={{ outletIds: [outlet.id] }}>
            {outlet.name}
          </Link>{' '}
          <OutletRegisters count={outlet.registers.length} />
        </li>
      ))}
    </ul>
  );
}

/** How many registers an outlet has: "(1 register)", "(3 registers)". */
function OutletRegisters({ count }: { count: number }) {
  return <Plural value={count} one="(# register)" other="(# registers)" />;
}
