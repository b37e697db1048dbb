import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { clamp, pageWindow } from './pageWindow';
import type { PageLinkProps, PaginationProps } from './types';
import './tables.css';
import './pagination.css';

/** Numbered links further than this from the current page are hidden on phones so the row fits. */
const PHONE_REACH = 1;

interface PageItem {
  key: string;
  page: number;
  content: ReactNode;
  props: PageLinkProps;
  far?: boolean;
}

/** First, previous, up to ten numbered pages, next and last; nothing for a single page. */
export function Pagination({ page, maxPage, label, renderLink }: PaginationProps) {
  const { t } = useLingui();
  if (maxPage <= 1) return null;

  const current = clamp(Number.isFinite(page) ? Math.floor(page) : 1, 1, maxPage);
  const atStart = current === 1;
  const atEnd = current === maxPage;

  const edge = (key: string, target: number, symbol: string, name: string, disabled: boolean): PageItem => ({
    key,
    page: target,
    content: <span aria-hidden="true">{symbol}</span>,
    props: {
      className: disabled ? 'pagination__link pagination__link--disabled' : 'pagination__link',
      'aria-label': name,
      'aria-disabled': disabled ? true : undefined,
    },
  });

  const numbered = pageWindow(current, maxPage).map(
    (number): PageItem => ({
      key: `page-${number}`,
      page: number,
      content: number,
      props: {
        className: number === current ? 'pagination__link pagination__link--current' : 'pagination__link',
        'aria-label': t`Page ${number}`,
        'aria-current': number === current ? 'page' : undefined,
      },
      far: Math.abs(number - current) > PHONE_REACH,
    }),
  );

  const items: PageItem[] = [
    edge('first', 1, '«', t`First page`, atStart),
    edge('previous', Math.max(1, current - 1), '‹', t`Previous page`, atStart),
    ...numbered,
    edge('next', Math.min(maxPage, current + 1), '›', t`Next page`, atEnd),
    edge('last', maxPage, '»', t`Last page`, atEnd),
  ];

  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        {items.map((item) => (
          <li
            key={item.key}
            className={item.far ? 'pagination__item pagination__item--far' : 'pagination__item'}
          >
            {renderLink(item.page, item.content, item.props)}
          </li>
        ))}
      </ul>
    </nav>
  );
}
