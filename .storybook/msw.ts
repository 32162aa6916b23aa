import type { LoaderFunction } from 'storybook/internal/types';
import { mswLoader } from 'msw-storybook-addon/csf3';

/** Starts the worker ourselves: msw 3 renamed the option the addon's default setup passes. */
const startWorker = async () => {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
  return worker;
};

const loadMsw = mswLoader(startWorker);

/** Only stories that declare `parameters.msw` start the worker. */
export const mockNetworkLoader: LoaderFunction = (context) =>
  context.parameters.msw ? loadMsw(context) : {};
