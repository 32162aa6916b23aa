import { AppTheme } from '@cabinet/design-system/theme';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { CabinetLayout } from './CabinetLayout';
import { answerMediaQueries } from '../../testing/media-queries';
import { olena } from '../../testing/users';

// A 360 px phone: no wide-screen media query matches, so the menu is a drawer behind a button.
const wideScreens = window.matchMedia;
beforeAll(() => {
  answerMediaQueries('phone');
});
afterAll(() => {
  window.matchMedia = wideScreens;
});

const pageScrolls = () => document.body.style.overflow !== 'hidden';

describe('the menu on a phone', () => {
  it('locks the page’s scroll while it is open, and frees it when it closes', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <AppTheme>
        <CabinetLayout user={olena}>
          <h1>Профіль</h1>
        </CabinetLayout>
      </AppTheme>,
    );
    // jsdom applies the style rules of every width, the wide screen's "no menu button" too.
    const button = screen.getByLabelText('Меню', { selector: 'button' });
    expect(pageScrolls()).toBe(true);

    await user.click(button);
    const menu = await screen.findByRole('navigation', { name: 'Головне меню' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(pageScrolls()).toBe(false);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(pageScrolls()).toBe(true));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Closed, the drawer leaves the page, and the button names no element.
    await waitFor(() => expect(document.getElementById(menu.id)).toBeNull());
    expect(button).not.toHaveAttribute('aria-controls');

    // Following a link of the menu closes it too.
    await user.click(button);
    await waitFor(() => expect(pageScrolls()).toBe(false));
    const reopened = await screen.findByRole('navigation', { name: 'Головне меню' });
    await user.click(within(reopened).getAllByRole('link')[0]!);
    await waitFor(() => expect(pageScrolls()).toBe(true));
  });
});
