import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { EmailStep } from './EmailStep';

describe('EmailStep', () => {
  it('shows the required error first, then the format error, and clears it on focus', async () => {
    const user = userEvent.setup();
    renderWithApp(<EmailStep defaultEmail="" onSubmitted={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Продовжити' }));
    expect(await screen.findByText('Введіть електронну пошту')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Електронна пошта/), 'olena@');
    await user.click(screen.getByRole('button', { name: 'Продовжити' }));
    expect(await screen.findByText('Введіть коректну електронну пошту')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Електронна пошта/));
    expect(screen.queryByText('Введіть коректну електронну пошту')).toBeNull();
  });
});
