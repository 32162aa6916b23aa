import { createMockServer } from '@cabinet/api/mock/node';
import { AppTheme } from '@cabinet/design-system/theme';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPageTexts } from '../../i18n';
import { signInAs, startMockSchool } from '../../testing/mock-school';
import { renderWithApp } from '../../testing/render';
import { CalendarFeedSection } from './CalendarFeedSection';

startMockSchool(createMockServer());
beforeAll(() => loadPageTexts('calendarFeed'));

const FEED = /^http:\/\/localhost(:\d+)?\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/;

describe('CalendarFeedSection', () => {
  it('shows the student’s address, copies it and links it to Google, Apple and Outlook calendars', async () => {
    await signInAs('student@demo.school');
    const person = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithApp(
      <AppTheme>
        <CalendarFeedSection />
      </AppTheme>,
    );
    const address = await screen.findByRole('textbox', { name: 'Адреса календаря' });
    const url = (address as HTMLInputElement).value;
    expect(url).toMatch(FEED);
    expect(address).toHaveAttribute('readonly');

    await person.click(screen.getByRole('button', { name: 'Копіювати' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Скопійовано')).toHaveAttribute('role', 'status');

    const webcal = url.replace(/^http:/, 'webcal:');
    const links = within(screen.getByRole('list', { name: 'Додати до календаря' }));
    expect(links.getByRole('link', { name: 'Google Календар' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    );
    expect(links.getByRole('link', { name: 'Календар Apple' })).toHaveAttribute('href', webcal);
    const outlook = new URL(links.getByRole('link', { name: 'Outlook' }).getAttribute('href') ?? '');
    expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/addfromweb');
    expect(outlook.searchParams.get('url')).toBe(url);
    expect(outlook.searchParams.get('name')).toMatch(/^Школа: /);
    writeText.mockRestore();
  });

  it('gets a new address only after confirming that the old one stops working', async () => {
    await signInAs('student@demo.school');
    const person = userEvent.setup();
    renderWithApp(
      <AppTheme>
        <CalendarFeedSection />
      </AppTheme>,
    );
    const address = await screen.findByRole('textbox', { name: 'Адреса календаря' });
    const old = (address as HTMLInputElement).value;

    await person.click(screen.getByRole('button', { name: 'Отримати нову адресу' }));
    let dialog = await screen.findByRole('dialog', { name: 'Отримати нову адресу календаря?' });
    expect(dialog).toHaveAccessibleDescription(/Стара адреса одразу перестане працювати/);
    await person.click(within(dialog).getByRole('button', { name: 'Скасувати' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address).toHaveValue(old);

    await person.click(screen.getByRole('button', { name: 'Отримати нову адресу' }));
    dialog = await screen.findByRole('dialog', { name: 'Отримати нову адресу календаря?' });
    await person.click(within(dialog).getByRole('button', { name: 'Отримати нову адресу' }));
    expect(await screen.findByText(/Нова адреса готова/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Адреса календаря' })).not.toHaveValue(old),
    );
    expect((await fetch(old)).status).toBe(404);
  });

  it('gives a parent one row per child, each named', async () => {
    await signInAs('parent@demo.school');
    renderWithApp(
      <AppTheme>
        <CalendarFeedSection />
      </AppTheme>,
    );
    expect(await screen.findByRole('region', { name: 'Ваш календар' })).toBeInTheDocument();
    const rows = screen.getAllByRole('textbox', { name: /^Адреса календаря: / });
    expect(rows.length).toBeGreaterThan(1);
    expect(screen.getAllByRole('button', { name: /^Отримати нову адресу ?: / })).toHaveLength(rows.length);
  });
});
