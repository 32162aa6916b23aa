import { getCurrentUser } from '@cabinet/api/account';
import { configureHttp } from '@cabinet/api/http';
import { createMockServer } from '@cabinet/api/mock/node';
import { NORMAL_SCENARIO, applyScenario } from '@cabinet/api/mock/scenarios';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAppLanguage } from '../i18n';
import { toastQueue } from '../shared/toast-queue';
import { signInAs, startMockSchool } from '../testing/mock-school';
import { tellBusy } from './configure-api';

startMockSchool(createMockServer());

beforeEach(async () => {
  await signInAs('student@demo.school');
  configureHttp({ busy: tellBusy });
  toastQueue.drain();
});
afterEach(async () => {
  applyScenario(NORMAL_SCENARIO);
  await setAppLanguage('uk');
});

describe('the school refuses calls as too many', () => {
  it('tells the user once, in Ukrainian, when it asks again, and the call then succeeds', async () => {
    applyScenario({ rateLimited: 1, retryAfterSeconds: 1 });
    const call = getCurrentUser();
    await waitFor(() => expect(toastQueue.pending).toHaveLength(1));
    expect(toastQueue.drain()).toEqual([
      { message: 'Школа зараз перевантажена; спробуємо ще раз за 1 секунду.', variant: 'info' },
    ]);
    applyScenario({ rateLimited: 0 });
    expect((await call).data.email).toBe('student@demo.school');
    expect(toastQueue.pending).toEqual([]);
  });

  it('says the wait in English with its plural', async () => {
    await setAppLanguage('en');
    applyScenario({ rateLimited: 1, retryAfterSeconds: 2 });
    const call = getCurrentUser();
    await waitFor(() => expect(toastQueue.pending).toHaveLength(1));
    expect(toastQueue.pending[0]?.message).toBe('The school is busy; we will try again in 2 seconds.');
    applyScenario({ rateLimited: 0 });
    await call;
  });
});
