import { type ProviderChoice, providerChoiceOf } from '../rules/payment-provider';

/**
 * The provider's notifications in the browser (docs/statuses.md#payment-on-the-providers-page):
 * there the mock school runs inside the cabinet's page, which is gone while the payer is on the
 * provider's page. The page leaves the payer's choice under this key of the device's storage, and
 * the school takes it at its next call, as a real school takes the provider's notification.
 */
export const PROVIDER_INBOX_KEY = 'mockProvider.inbox';

export type ProviderNotice = { token: string; choice: ProviderChoice };

/** The browser's storage; none in Node, where the provider's page posts its form to the school. */
export const browserStorage = (): Storage | undefined =>
  typeof window !== 'undefined' && typeof window.localStorage !== 'undefined'
    ? window.localStorage
    : undefined;

/** Takes every notice waiting in the inbox, emptying it; notices that are not well formed are dropped. */
export function takeProviderNotices(storage: Storage | undefined = browserStorage()): ProviderNotice[] {
  const raw = storage?.getItem(PROVIDER_INBOX_KEY);
  if (!storage || raw === null || raw === undefined) return [];
  storage.removeItem(PROVIDER_INBOX_KEY);
  let entries: unknown;
  try {
    entries = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: unknown) => {
    const { token, choice } = (entry ?? {}) as { token?: unknown; choice?: unknown };
    const known = providerChoiceOf(choice);
    return typeof token === 'string' && known ? [{ token, choice: known }] : [];
  });
}
