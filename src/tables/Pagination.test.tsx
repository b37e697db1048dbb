import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from './Pagination';
import { renderWithI18n } from './testI18n';
import type { PaginationProps } from './types';

const renderLink: PaginationProps['renderLink'] = (page, content, props) => (
  <a href={`?page=${page}`} {...props}>
    {content}
  </a>
);

function renderPagination(page: number, maxPage: number) {
  return renderWithI18n(
    <Pagination page={page} maxPage={maxPage} label="Report pages" renderLink={renderLink} />,
  );
}

const links = () => within(screen.getByRole('navigation', { name: 'Report pages' })).getAllByRole('link');
const numbered = () =>
  links()
    .filter((link) => /^Page \d+$/.test(link.getAttribute('aria-label') ?? ''))
    .map((link) => Number(link.textContent));
const link = (name: string) => screen.getByRole('link', { name });

afterEach(cleanup);

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = renderPagination(1, 1);
    expect(container.innerHTML).toBe('');
    cleanup();
    expect(renderPagination(1, 0).container.innerHTML).toBe('');
  });

  it('links at most ten pages around the current one', () => {
    renderPagination(10, 40);
    expect(numbered()).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(link('Page 6').getAttribute('href')).toBe('?page=6');
    expect(link('Previous page').getAttribute('href')).toBe('?page=9');
    expect(link('Next page').getAttribute('href')).toBe('?page=11');
    expect(link('First page').getAttribute('href')).toBe('?page=1');
    expect(link('Last page').getAttribute('href')).toBe('?page=40');
  });

  it('links every page when there are few', () => {
    renderPagination(2, 3);
    expect(numbered()).toEqual([1, 2, 3]);
    expect(links()).toHaveLength(7);
  });

  it('marks the current page', () => {
    renderPagination(10, 40);
    const current = links().filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toBe('10');
    expect(current[0]?.getAttribute('aria-label')).toBe('Page 10');
  });

  it('disables first and previous on the first page, keeping them in place', () => {
    renderPagination(1, 40);
    for (const name of ['First page', 'Previous page']) {
      expect(link(name).getAttribute('aria-disabled')).toBe('true');
      expect(link(name).className).toContain('pagination__link--disabled');
    }
    for (const name of ['Next page', 'Last page']) {
      expect(link(name).hasAttribute('aria-disabled')).toBe(false);
    }
  });

  it('disables next and last on the last page', () => {
    renderPagination(40, 40);
    expect(numbered()).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
    for (const name of ['Next page', 'Last page']) {
      expect(link(name).getAttribute('aria-disabled')).toBe('true');
    }
    for (const name of ['First page', 'Previous page']) {
      expect(link(name).hasAttribute('aria-disabled')).toBe(false);
    }
  });
});
