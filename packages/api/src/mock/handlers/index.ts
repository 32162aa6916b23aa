import { accountHandlers } from './account';

/** Every stateful handler of the mock school. */
export const handlers = [...accountHandlers];
