import { accountHandlers } from './account';
import { liveHandlers } from '../live';
import { devHandlers } from './dev';
import { partnersHandlers } from './partners';

/** Every stateful handler of the mock school, and its developer tools. */
export const handlers = [...accountHandlers, ...partnersHandlers, ...liveHandlers, ...devHandlers];
export { MOCK_DEV_PATHS } from './dev';
