import { startMockHttpServer } from './serve';

// `pnpm mock:serve`: the mock school as a local HTTP server on MOCK_PORT (4010 unless set).
const port = Number(process.env.MOCK_PORT ?? 4010);
const server = await startMockHttpServer({ port });
console.log(
  `The mock school answers at ${server.url} (its data lives in memory: a restart seeds it again). ` +
    `Point the cabinet at it with VITE_API_BASE_URL=${server.url} pnpm dev. Ctrl+C stops it.`,
);

const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
