import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './server.ts';

// `pnpm serve`: the cabinet's production build on PORT (8080), the API proxied from API_UPSTREAM.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(process.env.CABINET_DIST ?? path.join(here, '../../cabinet/dist'));
const apiUpstream = process.env.API_UPSTREAM;
if (!apiUpstream || !/^https?:\/\//.test(apiUpstream)) {
  console.error('API_UPSTREAM must be the address of the school’s API, e.g. https://api.school.example');
  process.exit(1);
}

const app = await createServer({ root, apiUpstream, logger: process.env.SERVER_LOG !== 'off' });
const port = Number(process.env.PORT ?? 8080);
const address = await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`The cabinet is served at ${address} from ${root}; the API is proxied from ${apiUpstream}.`);

const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
