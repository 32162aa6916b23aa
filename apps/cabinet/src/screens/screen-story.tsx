// The cabinet's pages as Storybook stories ("screens"): the app's real page at its address, with
// the app's providers and routes, signed in as a demo account on a fresh mock school in a chosen
// state. Only Storybook loads this folder; the app never imports it (docs/testing.md#screens).
import { login } from '@cabinet/api/account';
import { clearSignIn, configureHttp, storeSignIn } from '@cabinet/api/http';
import { MOCK_DEV_PATHS, handlers } from '@cabinet/api/mock/handlers';
import { NORMAL_SCENARIO, type Scenario, applyScenario } from '@cabinet/api/mock/scenarios';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { designSystemResources } from '@cabinet/design-system/i18n/resources';
import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, type JsonBodyType, RequestHandler, getResponse, http } from 'msw';
import { useEffect, useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { userEvent, waitFor, within } from 'storybook/test';
import { storybookI18n } from '../../../../.storybook/i18n';
import { useModeOverride } from '../../../../.storybook/mode-override';
import type { visualModes } from '../../../../.storybook/modes';
import { AppShell } from '../app/AppShell';
import { tellBusy } from '../app/configure-api';
import { forgetKeptQueries } from '../app/offline/use-query-persistence';
import { createQueryClient } from '../app/query-client';
import { routerOptions, routes } from '../app/routes';
import { i18n } from '../i18n';
import { removeDraftsOf } from '../shared/drafts/draft-store';
import { toastQueue } from '../shared/toast-queue';

/** The demo accounts a screen is seen as (packages/api/src/mock/db/demo-users.ts). */
export type DemoAccount =
  | 'teacher@demo.school'
  | 'dos@demo.school'
  | 'tutor@demo.school'
  | 'corp.teacher@demo.school'
  | 'hr@demo.school'
  | 'corp.student@demo.school'
  | 'student@demo.school'
  | 'parent@demo.school'
  | 'trainee@demo.school'
  | 'teacher.trainee@demo.school'
  | 'pretest@demo.school'
  | 'visitor@demo.school'
  | 'multi@demo.school';

/** Every demo account's password. */
const DEMO_PASSWORD = 'Demo1234';

/**
 * `parameters.screen`: who looks at which address. `address` may be found on the school once
 * signed in (an id that the seed gives), e.g. the first upcoming lesson of a group.
 */
export interface ScreenParameters {
  account: DemoAccount;
  address: string | (() => Promise<string>);
}

/**
 * The states of the mock school a screen is seen in, as story parameters: the scenario
 * (`parameters.mockScenario`, see .storybook/mock-scenario.ts) and the school's size
 * (`parameters.schoolScale`, 1 to 50 times the seeded groups, students and courses).
 */
export const schoolStates = {
  /** The seeded school, as the demo accounts know it. */
  seeded: {},
  /** Every list answers empty. */
  empty: { mockScenario: { empty: true } },
  /** Every call takes five seconds: the screen is seen while it loads. */
  slow: { mockScenario: { latencyMs: 5_000 } },
  /** Every call fails with a server error (after the query client's retries). */
  failing: { mockScenario: { errorRate: 1 } },
  /** HTML and script in every text of the school. */
  hostile: { mockScenario: { hostile: true } },
  /** Every free text of the school runs long, in Ukrainian, with long words (names stay short). */
  longTexts: { mockScenario: { longTexts: true } },
  /** The school eight times its seeded size (groups, students, courses, clubs). */
  scaled: { schoolScale: 8 },
} satisfies Record<string, { mockScenario?: Partial<Scenario>; schoolScale?: number }>;

export type SchoolState = keyof typeof schoolStates;

/** Where the mock school keeps its size in the browser (packages/api/src/mock/db/world/size.ts). */
const SCALE_KEY = 'mockSchool.scale';

/**
 * The mock school's answer to a GET call, changed: for a state no scenario gives (a lesson whose
 * group has no students). Put before the school's handlers:
 * `parameters.msw: [changedAnswer(…), ...handlers]`.
 */
export function changedAnswer<T extends JsonBodyType>(path: string, change: (body: T) => T): RequestHandler {
  const calls = handlers.filter((handler) => handler instanceof RequestHandler);
  return http.get(path, async ({ request }) => {
    const answer = await getResponse(calls, request);
    if (!answer?.ok) return answer;
    return HttpResponse.json(change((await answer.json()) as T), {
      status: answer.status,
      headers: answer.headers,
    });
  });
}

/** Every text of the app in both languages, so the toolbar and the visual check switch at once. */
const localeFiles = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', {
  import: 'default',
});

async function loadEveryText(): Promise<void> {
  await Promise.all(
    Object.entries(localeFiles).map(async ([file, load]) => {
      const [, language = '', namespace = ''] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
      i18n.addResourceBundle(language, namespace, await load(), true, true);
    }),
  );
  for (const [language, { ds }] of Object.entries(designSystemResources)) {
    i18n.addResourceBundle(language, DS_NAMESPACE, ds, true, true);
  }
}

/**
 * Before each screen: a freshly seeded school (of the story's size), nobody signed in and no kept
 * answers, drafts or toasts of the story before; then the account signs in through the school's
 * API on a normal school, the address is found, and only then the story's scenario starts.
 */
const openSchool: Loader = async ({ parameters, globals }) => {
  const screen = parameters.screen as ScreenParameters | undefined;
  if (!screen) throw new Error('A screen story names its account and address in `parameters.screen`.');
  const wanted = (parameters.mockScenario ?? {}) as Partial<Scenario>;
  const scale = parameters.schoolScale as number | undefined;
  // The texts the school is seeded with come before the reset that seeds it.
  applyScenario({
    ...NORMAL_SCENARIO,
    hostile: wanted.hostile ?? false,
    longTexts: wanted.longTexts ?? false,
  });
  if (scale) localStorage.setItem(SCALE_KEY, String(scale));
  else localStorage.removeItem(SCALE_KEY);
  clearSignIn();
  toastQueue.drain();
  configureHttp({ baseUrl: '', reload: () => undefined, busy: tellBusy, ready: Promise.resolve() });
  await Promise.all([
    fetch(MOCK_DEV_PATHS.reset, { method: 'POST' }),
    // The header's bell comes after the page's first paint: loaded before, it is there at rest.
    import('../features/notifications/NotificationBell'),
    forgetKeptQueries(),
    loadEveryText(),
    i18n.changeLanguage(globals.locale === 'en' ? 'en' : 'uk'),
  ]);
  const answer = await login(
    { email: screen.account, password: DEMO_PASSWORD, userAgent: 'Storybook' },
    { silent: true },
  );
  storeSignIn(answer.token, answer.user.data, true);
  removeDraftsOf(answer.user.data.id);
  const address = typeof screen.address === 'string' ? screen.address : await screen.address();
  applyScenario({ ...NORMAL_SCENARIO, ...wanted });
  return { screenAddress: address };
};

/** The app's i18n follows Storybook's: the toolbar's language, or the one the visual check shows. */
function useStorybookLanguage(): void {
  useEffect(() => {
    const follow = (language: string) => void i18n.changeLanguage(language);
    follow(storybookI18n.language);
    storybookI18n.on('languageChanged', follow);
    return () => storybookI18n.off('languageChanged', follow);
  }, []);
}

/** The app's shell, on a memory router at the address, with a query client of its own. */
function Screen({ address, theme }: { address: string; theme: 'light' | 'dark' }) {
  const [router] = useState(() =>
    createMemoryRouter(routes, { ...routerOptions(), initialEntries: [address] }),
  );
  const [queryClient] = useState(() => createQueryClient());
  const mode = useModeOverride()?.theme ?? theme;
  useStorybookLanguage();
  useEffect(
    () => () => {
      router.dispose();
      queryClient.clear();
    },
    [router, queryClient],
  );
  return <AppShell router={router} queryClient={queryClient} mode={mode} />;
}

const renderScreen: Meta['render'] = (_args, { loaded, globals }) => (
  <Screen
    address={(loaded as { screenAddress: string }).screenAddress}
    theme={globals.theme === 'dark' ? 'dark' : 'light'}
  />
);

/**
 * Whether the page has come to rest: its heading or its error shown, nothing loading. A progress
 * bar with a value (a course's progress) shows data, not loading.
 */
function settled(root: HTMLElement): boolean {
  const busy = root.querySelector('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]');
  const shown = root.querySelector('main h1, main [role="alert"]');
  return !busy && shown !== null;
}

/** How long the page stays unchanged before it counts as at rest (the header's late parts, a last answer). */
const QUIET_MS = 400;

/** Resolves once nothing in `root` has changed for `QUIET_MS`. */
function quiet(root: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, QUIET_MS);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, QUIET_MS);
    });
    function done() {
      observer.disconnect();
      resolve();
    }
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** Waits until the page has come to rest (the default play of a screen). */
export async function pageSettled(canvasElement: HTMLElement): Promise<void> {
  const atRest = () =>
    waitFor(
      () => {
        if (!settled(canvasElement)) throw new Error('The page is still loading.');
      },
      { timeout: 20_000 },
    );
  await atRest();
  await quiet(canvasElement);
  await atRest();
}

/** Waits until the page shows that it loads (a slow school's screen). */
export async function pageLoading(canvasElement: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      if (!canvasElement.querySelector('main [role="progressbar"], main [aria-busy="true"]'))
        throw new Error('The page shows no loading state yet.');
    },
    { timeout: 20_000 },
  );
}

/**
 * A screen while the school answers slowly: a story's parameters and play, the page's loading
 * state (`export const Slow: ScreenStory = { tags: ['!test'], ...whileLoading }`; the tags stay
 * written in the stories file, where Storybook reads them).
 */
export const whileLoading = {
  parameters: schoolStates.slow,
  play: ({ canvasElement }) => pageLoading(canvasElement),
} satisfies ScreenStory;

/** A story's globals: the screen on a phone, 360 px wide (the toolbar's phone viewport). */
export const onPhone = { viewport: { value: 'phone', isRotated: false } };

/**
 * A dialog of a flow, opened as a person opens it (a story's `play`): once the page is at rest, the
 * button whose text is `key` (`namespace:key`, in the page's language) is pressed, and the story
 * waits until the dialog is shown. A button of a row or a card names its row for a screen reader
 * after the action ("Send back: Emily Carter"): then the first whose name begins with the text.
 */
export const openDialog =
  (key: string): ScreenStory['play'] =>
  async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const label = i18n.t(key);
    const page = within(canvasElement);
    const exact = page.queryAllByRole('button', { name: label });
    const [button] = exact.length
      ? exact
      : page.getAllByRole('button', { name: (name) => name.startsWith(label) });
    if (!button) throw new Error(`No button reads "${label}".`);
    await userEvent.click(button);
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 10_000 });
  };

/**
 * A space's screen stories: spread into the stories file's default export, with the title
 * (`'Teacher/Lesson'`) and `parameters: screenParameters({ account, address })`. Each story is the
 * page in a school state: `parameters: schoolStates.failing`.
 */
export const screenStories = {
  render: renderScreen,
  loaders: [openSchool],
  play: ({ canvasElement }) => pageSettled(canvasElement),
} satisfies Partial<Meta>;

/**
 * A screen's parameters: who opens which address, on the mock school's handlers, the page filling
 * the frame. (Written out as the default export's `parameters`: Storybook adds its own there.)
 */
export const screenParameters = (screen: ScreenParameters) => ({
  screen,
  msw: handlers,
  layout: 'fullscreen',
  // Chromatic snapshots every screen in every mode; the story tests' own check only where a story
  // asks for it (`screenshotIn`): the test command's time is short (docs/testing.md#screens).
  visualCheck: { wholePage: true, modes: [] as string[] },
});

/** The one mode in which the story tests compare a screen with its committed screenshot (the whole page). */
export const screenshotIn = (mode: keyof typeof visualModes) => ({
  visualCheck: { wholePage: true, modes: [mode] },
});

/**
 * A screen stories file's default export but its title (which Storybook reads from the file as
 * written): `{ title: 'Teacher/Lesson', ...screenMeta({ account, address }) } satisfies Meta`.
 */
export const screenMeta = (screen: ScreenParameters) => ({
  ...screenStories,
  parameters: screenParameters(screen),
});

export type ScreenStory = StoryObj<Meta>;
