import { afterAll, afterEach, vi } from 'vitest';
import { GOOGLE_IDENTITY_SCRIPT, type GoogleIdentity } from './google-identity';

type Outcome = 'loads' | 'fails';

/**
 * Google's script for component tests: when the page adds its tag, the tag loads (after the task
 * that added it, as a browser would) with a stub `google.accounts.id` that draws a plain button and
 * keeps the sign-in callback, or it fails to load. Counts the tags added; every test starts on a
 * page without Google's script.
 */
export function fakeGoogleScript() {
  const fake = {
    outcome: 'loads' as Outcome,
    added: 0,
    /** The callback the page gave `initialize` last: Google calls it with the chosen credential. */
    callback: undefined as ((answer: { credential: string }) => void) | undefined,
    id: {
      initialize: vi.fn<GoogleIdentity['initialize']>((options) => {
        fake.callback = options.callback;
      }),
      renderButton: vi.fn<GoogleIdentity['renderButton']>((element) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Sign in with Google';
        element.append(button);
      }),
    },
  };
  const observer = new MutationObserver((changes) => {
    for (const node of changes.flatMap((change) => [...change.addedNodes])) {
      if (!(node instanceof HTMLScriptElement) || node.src !== GOOGLE_IDENTITY_SCRIPT) continue;
      fake.added += 1;
      const outcome = fake.outcome;
      setTimeout(() => {
        if (outcome === 'loads') window.google = { accounts: { id: fake.id } };
        node.dispatchEvent(new Event(outcome === 'loads' ? 'load' : 'error'));
      });
    }
  });
  observer.observe(document.head, { childList: true });
  afterEach(() => {
    delete window.google;
    document.querySelectorAll(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`).forEach((tag) => tag.remove());
    fake.added = 0;
    fake.outcome = 'loads';
    fake.callback = undefined;
    fake.id.initialize.mockClear();
    fake.id.renderButton.mockClear();
  });
  afterAll(() => observer.disconnect());
  return fake;
}
