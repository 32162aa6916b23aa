import { configureHttp, setCookieDomain } from '@cabinet/api/http';
import { env } from '../env';
import { i18n } from '../i18n';
import { showToast } from '../shared/toast-queue';

/** Plugs the environment, the error toast and the reload into the http layer. */
export function configureApi(): void {
  setCookieDomain(env.cookieDomain);
  configureHttp({
    baseUrl: env.apiBaseUrl,
    notifyError: (error) => {
      const message = error.code === 'unknown' ? i18n.t('common:errors.unknown') : error.message;
      showToast(message, 'error');
    },
    reload: () => window.location.reload(),
  });
}
