import { accountHandlers } from './account';
import { devHandlers } from './dev';
import { partnersHandlers } from './partners';

/** Every stateful handler of the mock school, and its developer tools. */
export const handlers = [...accountHandlers, ...partnersHandlers, ...devHandlers];
export { MOCK_DEV_PATHS } from './dev';
