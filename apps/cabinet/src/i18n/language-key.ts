/** Where the visitor's choice of language is kept in local storage (read by the page's first script too). */
export const APP_LANGUAGE_KEY = 'appLanguage';
