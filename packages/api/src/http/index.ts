export { ApiError, UNKNOWN_ERROR_MESSAGE, toApiError } from './errors';
export { type FailureKind, failureKind } from './failure-kind';
export { type RequestOptions, preloadHttpClient } from './mutator';
export {
  COOKIE_KEYS,
  STORAGE_KEYS,
  clearSession,
  clearSignIn,
  getCookieDomain,
  getToken,
  setCookieDomain,
  setToken,
  storeSignIn,
} from './session-storage';
export { apiReady, configureHttp, type HttpSettings } from './settings';
