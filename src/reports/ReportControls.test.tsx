import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './ReportControls';

afterEach(cleanup);

describe('Checkbox', () => {
  it('shows a click at once, while the value it is kept in has not changed yet', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Checkbox checked={false} onChange={onChange}>
        Compare
      </Checkbox>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Compare' }));
    expect(screen.getByRole('checkbox', { name: 'Compare' })).toHaveProperty('checked', true);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
