import type { AxiosRequestConfig } from 'axios';

/** Per-call options on top of axios' own. */
export type RequestOptions = AxiosRequestConfig & {
  /**
   * The caller shows this call's failure itself (a form's own alert; login, register and refresh):
   * the app reports it nowhere else. The failure reaches the caller marked `silent`.
   */
  silent?: boolean;
};

/**
 * orval's mutator: every generated call goes through the one axios instance. The instance is
 * loaded with the first call, so a page's first paint does not wait for the http client.
 */
const loadClient = () => import('./client');

/**
 * Starts loading the http client before the first call, for a page known to ask the school: its
 * calls then do not wait for it. A failed load is left to the first call, which tries again.
 */
export const preloadHttpClient = () => {
  loadClient().catch(() => undefined);
};

export const apiCall = async <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> => {
  const { http } = await loadClient();
  const response = await http.request<T>({ ...config, ...options });
  return response.data;
};

export default apiCall;
