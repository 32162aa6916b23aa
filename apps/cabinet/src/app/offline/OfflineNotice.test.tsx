import { clock, viewerTimeZone } from '@cabinet/api/time';
import { formatDate, formatDateTime, formatTime } from '@cabinet/design-system/format';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { restoreConnection, setConnection } from './connection.testing';
import { OfflineNotice } from './OfflineNotice';

const HOUR = 60 * 60 * 1000;

afterEach(async () => {
  restoreConnection();
  await i18n.changeLanguage('uk');
});

/** A page showing two answers, loaded `ages` ms ago each, under the notice. */
function renderPage(...ages: number[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const loaded = ages.map((age) => clock.nowMs() - age);
  loaded.forEach((updatedAt, index) =>
    client.setQueryData([`/api/v1/answer/${index}`], index, { updatedAt }),
  );
  function Answer({ index }: { index: number }) {
    const { data } = useQuery({ queryKey: [`/api/v1/answer/${index}`], queryFn: () => index });
    return <p>answer {data}</p>;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <OfflineNotice />
        {loaded.map((_, index) => (
          <Answer key={index} index={index} />
        ))}
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return loaded.map((time) => new Date(time).toISOString());
}

const offline = (online: boolean) => act(() => setConnection(online));

/** How the notice names a moment in Ukrainian: its time today, else its date and time (the viewer's zone). */
function loadedText(iso: string): string {
  const zone = viewerTimeZone();
  return formatDate(iso, 'uk', zone) === formatDate(clock.now().toISOString(), 'uk', zone)
    ? `Немає зв’язку — показано те, що завантажено о ${formatTime(iso, zone)}`
    : `Немає зв’язку — показано те, що завантажено ${formatDateTime(iso, 'uk', zone)}`;
}

describe('OfflineNotice', () => {
  it('says, while offline, when what the page shows was loaded (its oldest answer), and goes online', async () => {
    const [, older] = renderPage(HOUR / 2, 2 * HOUR);
    expect(screen.queryByText(/Немає зв’язку/)).not.toBeInTheDocument();

    offline(false);
    expect(await screen.findByText(loadedText(older ?? ''))).toBeVisible();
    expect(screen.getByText('Зберегти зміни можна буде, коли зв’язок відновиться.')).toBeVisible();
    // Announced politely, and not a second status region of the page.
    expect(screen.getByText(/Немає зв’язку/).closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    offline(true);
    expect(screen.queryByText(/Немає зв’язку/)).not.toBeInTheDocument();
  });

  it('names the day when the data is older than today, in English too', async () => {
    await i18n.changeLanguage('en');
    const [loaded] = renderPage(30 * HOUR);
    offline(false);
    const when = formatDateTime(loaded ?? '', 'en', viewerTimeZone());
    expect(await screen.findByText(`Offline — showing what was loaded on ${when}`)).toBeVisible();
    expect(screen.getByText('Changes can be saved once the connection returns.')).toBeVisible();
  });

  it('says that pages not opened before cannot be shown when nothing was loaded', async () => {
    renderPage();
    offline(false);
    expect(
      await screen.findByText(
        'Немає зв’язку — сторінки, яких ви ще не відкривали на цьому пристрої, показати не можна',
      ),
    ).toBeVisible();
  });
});
