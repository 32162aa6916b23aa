import { accountHandlers } from './account';
import { devHandlers } from './dev';

/** Every stateful handler of the mock school, and its developer tools. */
export const handlers = [...accountHandlers, ...devHandlers];
export { MOCK_DEV_PATHS } from './dev';
