import { configureHttp, setCookieDomain } from '@cabinet/api/http';
import { env } from '../env';
import { i18n } from '../i18n';
import { showToast } from '../shared/toast-queue';
import { cookieDomainFor } from '../session/cookie-domain';
import { partnerSites } from './layouts/partner-sites';

/** The one notice of a burst of calls the school refused as too many: it asks again in `seconds`. */
export const tellBusy = (seconds: number): void =>
  showToast(i18n.t('common:errors.busyRetry', { count: seconds }), 'info');

/**
 * Plugs the environment and the reload into the http layer. Failed calls are told by the query
 * client (see query-client.ts), once each, not by the http layer; the http layer only says when
 * the school is busy and it waits to ask again. The sign-in cookies go to the parent domain of
 * the partner site the cabinet runs under.
 */
export function configureApi(): void {
  setCookieDomain(
    cookieDomainFor(
      window.location.hostname,
      partnerSites.map((site) => site.href),
    ),
  );
  configureHttp({ baseUrl: env.apiBaseUrl, reload: () => window.location.reload(), busy: tellBusy });
}
