import { configureHttp, setCookieDomain } from '@cabinet/api/http';
import { env } from '../env';
import { errorMessage } from '../shared/error-message';
import { showToast } from '../shared/toast-queue';

/** Plugs the environment, the error toast and the reload into the http layer. */
export function configureApi(): void {
  setCookieDomain(env.cookieDomain);
  configureHttp({
    baseUrl: env.apiBaseUrl,
    notifyError: (error) => showToast(errorMessage(error), 'error'),
    reload: () => window.location.reload(),
  });
}
