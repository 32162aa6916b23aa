/// <reference types="msw/vite/client" />
import { handlers } from './handlers';

/** Whether this page found the browser's stored tables out of date and seeded the school again. */
export { mockSchoolWasReseeded } from './db/persist';

/**
 * Starts the mock school in the browser. Loaded only by dynamic import behind the mock switch,
 * so a build with mocking off carries none of it. Needs the `msw/vite` plugin, which serves the
 * worker script.
 */
export async function startMockSchool(): Promise<void> {
  const { network } = await import('virtual:msw');
  network.configure({ handlers, onUnhandledFrame: 'bypass' });
  await network.enable();
}
