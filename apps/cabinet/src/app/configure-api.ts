import { configureHttp, setCookieDomain } from '@cabinet/api/http';
import { env } from '../env';

/**
 * Plugs the environment and the reload into the http layer. Failed calls are told by the query
 * client (see query-client.ts), once each, not by the http layer.
 */
export function configureApi(): void {
  setCookieDomain(env.cookieDomain);
  configureHttp({ baseUrl: env.apiBaseUrl, reload: () => window.location.reload() });
}
