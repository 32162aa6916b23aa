import { HttpResponse, http } from 'msw';

const ended = () => HttpResponse.json({ error: 'unauthenticated', message: 'Ended.' }, { status: 401 });

/**
 * The session ends under a form: the save answers 401 and so does the one refresh, after which the
 * http layer reloads the page (docs/drafts.md). `method` and `path` name the save.
 */
export const sessionEndsOn = (method: 'put' | 'post', path: string) => [
  http[method](path, ended),
  http.post('*/api/v1/cabinet-refresh', ended),
];
