import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { CabinetLayout } from './CabinetLayout';

const LOADING = 'Завантаження…';

describe('the cabinet layout while the router loads the next page', () => {
  it('marks the page place busy and shows a loading bar', () => {
    renderWithApp(
      <CabinetLayout user={undefined} navigating>
        <h1>Профіль</h1>
      </CabinetLayout>,
    );
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: LOADING })).toBeInTheDocument();
  });

  it('has neither once the page stands', () => {
    renderWithApp(
      <CabinetLayout user={undefined}>
        <h1>Профіль</h1>
      </CabinetLayout>,
    );
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
