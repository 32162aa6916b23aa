import { defineConfig } from 'orval';

// The split contract bundled into one document by scripts/generate.mjs.
const input = { target: '.bundled/cabinet.yaml' };

export default defineConfig({
  hooks: {
    input,
    output: {
      mode: 'tags-split',
      target: 'src/generated',
      schemas: 'src/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      mock: { generators: [{ type: 'msw' }] },
      override: {
        mutator: { path: 'src/http/mutator.ts', name: 'apiCall' },
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      target: 'src/generated/zod',
      client: 'zod',
    },
  },
  // The same zod with a schema per answer status, the errors included: the contract tests parse
  // every error answer of the mock school with them.
  zodByStatus: {
    input,
    output: {
      mode: 'tags-split',
      target: 'src/generated/zod-status',
      client: 'zod',
      override: { zod: { generateEachHttpStatus: true } },
    },
  },
});
