import { configureHttp, setCookieDomain } from '@cabinet/api/http';
import { env } from '../env';
import { cookieDomainFor } from '../session/cookie-domain';
import { partnerSites } from './layouts/partner-sites';

/**
 * Plugs the environment and the reload into the http layer. Failed calls are told by the query
 * client (see query-client.ts), once each, not by the http layer. The sign-in cookies go to the
 * parent domain of the partner site the cabinet runs under.
 */
export function configureApi(): void {
  setCookieDomain(
    cookieDomainFor(
      window.location.hostname,
      partnerSites.map((site) => site.href),
    ),
  );
  configureHttp({ baseUrl: env.apiBaseUrl, reload: () => window.location.reload() });
}
