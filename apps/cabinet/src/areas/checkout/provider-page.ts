/**
 * The payment provider's page the checkout may open: an absolute http(s) address on one of the
 * origins the build trusts (`VITE_PAYMENT_PROVIDER_ORIGINS`; docs/statuses.md#payment-on-the-providers-page),
 * else null: the payer is sent nowhere else, whatever address an answer carries.
 */
export function trustedProviderPage(address: string, trustedOrigins: readonly string[]): string | null {
  let page: URL;
  try {
    page = new URL(address);
  } catch {
    return null;
  }
  if (page.protocol !== 'https:' && page.protocol !== 'http:') return null;
  const trusted = trustedOrigins.some((origin) => {
    try {
      return new URL(origin).origin === page.origin;
    } catch {
      return false;
    }
  });
  return trusted ? page.href : null;
}
