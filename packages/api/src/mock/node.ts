import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock school for tests in Node. */
export const createMockServer = () => setupServer(...handlers);
export { resetDb } from './db';
export { startMockHttpServer, type MockHttpServer } from './server/serve';
