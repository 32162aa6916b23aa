import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LIVE_EVENTS, LiveMessage } from '../generated/live';
import { LIVE_CONTRACT, lintAsyncApi } from '../../../../scripts/lint-asyncapi.mjs';

// The live socket's contract (asyncapi/live.yaml) passes the lint of the test command, and the lint
// fails a document broken in the ways a hand edit breaks it.
const contract = readFileSync(LIVE_CONTRACT, 'utf8');
const errors = async (text: string) =>
  (await lintAsyncApi(text)).filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.path}`);

describe('the AsyncAPI lint of the live socket', () => {
  it('passes the contract as it is', async () => {
    expect(await errors(contract)).toEqual([]);
  });

  it.each([
    [
      'a payload schema file that does not exist',
      contract.replace('LiveToastMessage.yaml', 'LiveToastMesage.yaml'),
    ],
    [
      'an operation action that is neither send nor receive',
      contract.replace('action: send', 'action: push'),
    ],
    [
      'an operation naming a message its channel lacks',
      contract.replace(
        "- $ref: '#/channels/live/messages/statusChanged'",
        "- $ref: '#/channels/live/messages/statusChange'",
      ),
    ],
    ['a server without its protocol', contract.replace('    protocol: wss\n', '')],
    [
      'an inline payload of no valid type',
      contract.replace("$ref: '../openapi/schemas/LiveToastMessage.yaml'", 'type: text'),
    ],
  ])(
    'fails %s',
    async (_, broken) => {
      expect(broken).not.toBe(contract);
      expect(await errors(broken)).not.toEqual([]);
    },
    30_000,
  );
});

describe("the live socket's contract and its generated zod", () => {
  const document = parse(contract) as {
    components: { messages: Record<string, { name: string; examples?: { payload: unknown }[] }> };
  };
  const messages = Object.values(document.components.messages);

  it('know the same events', () => {
    expect(messages.map((message) => message.name).sort()).toEqual([...LIVE_EVENTS].sort());
  });

  it("accept every example of the document, each as its own event's", () => {
    for (const message of messages) {
      expect(message.examples?.length, message.name).toBeGreaterThan(0);
      for (const { payload } of message.examples ?? []) {
        expect(LiveMessage.parse(payload).event).toBe(message.name);
      }
    }
  });
});
