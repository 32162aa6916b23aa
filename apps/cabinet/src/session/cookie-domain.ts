/** A host name as cookies compare it: lower case, without a trailing dot. */
const normalise = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/** The domain a partner site stands for: its host without a leading `www.`; null for a bad address. */
export function partnerDomain(siteUrl: string): string | null {
  try {
    const host = normalise(new URL(siteUrl).hostname);
    return host.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/**
 * The domain attribute of the e-mail and user-name cookies: the partner site whose domain the
 * cabinet's host is (or is under), so that site reads them, e.g. `.school.example` for the cabinet
 * at cabinet.school.example with the partner site https://www.school.example. Undefined (a cookie
 * of the cabinet's own host) on localhost, an IP address or a host under neither partner site.
 * When both match, the closer (longer) domain wins.
 */
export function cookieDomainFor(host: string, partnerSiteUrls: readonly string[]): string | undefined {
  const current = normalise(host);
  const matches = partnerSiteUrls
    .map(partnerDomain)
    .filter((domain): domain is string => domain !== null && domain.includes('.'))
    .filter((domain) => current === domain || current.endsWith(`.${domain}`))
    .sort((a, b) => b.length - a.length);
  return matches[0] ? `.${matches[0]}` : undefined;
}
