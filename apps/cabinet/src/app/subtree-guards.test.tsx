import { login } from '@cabinet/api/account';
import { configureHttp, storeSignIn } from '@cabinet/api/http';
import { createMockServer } from '@cabinet/api/mock/node';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { canEnter } from '../access/gates';
import { paths } from '../shared/paths';
import { answerMediaQueries } from '../testing/media-queries';
import { startMockSchool } from '../testing/mock-school';
import { AppShell } from './AppShell';
import { configureApi } from './configure-api';
import { manifests } from './manifests';
import { createQueryClient } from './query-client';
import { routerOptions, routes } from './routes';

startMockSchool(createMockServer());

beforeAll(() => answerMediaQueries('desktop'));
beforeEach(() => {
  configureApi();
  configureHttp({ baseUrl: window.location.origin, reload: () => undefined });
});

/** Demo accounts, each turned away by some gate. */
const ACCOUNTS = ['student@demo.school', 'teacher@demo.school', 'visitor@demo.school'];

async function signIn(email: string) {
  const answer = await login({ email, password: 'Demo1234', userAgent: 'test' }, { silent: true });
  storeSignIn(answer.token, answer.user.data, true);
  return answer.user.data;
}

/**
 * Every manifest's pages stand behind its gate, guarded once for the subtree: a demo account the
 * gate turns away opens the first page of the manifest's menu and lands on the profile.
 */
describe("the one guard of each manifest's pages", () => {
  const guarded = manifests.filter((manifest) => manifest.menu.length > 0 && manifest.gate !== 'account');

  it.each(guarded.map((manifest) => [manifest.name, manifest] as const))(
    '%s turns away a demo account without its spaces',
    async (_name, manifest) => {
      let refused: string | undefined;
      for (const email of ACCOUNTS) {
        const user = await signIn(email);
        if (!canEnter(manifest.gate, user.spaces)) {
          refused = email;
          break;
        }
      }
      expect(refused, `a demo account that ${manifest.gate} turns away`).toBeDefined();
      const href = manifest.menu[0]?.href ?? '';
      const router = createMemoryRouter(routes, { ...routerOptions(), initialEntries: [href] });
      render(<AppShell router={router} queryClient={createQueryClient()} />);
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.profile.to()), {
        timeout: 20_000,
      });
      router.dispose();
    },
  );
});
