import type { ReactNode } from 'react';

/** A page's title, with its actions (the children) beside it. */
export function PageHead({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="page__head">
      <h1 className="page__title">{title}</h1>
      {children && <div className="page__actions">{children}</div>}
    </div>
  );
}
