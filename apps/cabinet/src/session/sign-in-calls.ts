import type { LoginBody, RegisterBody, ResetPasswordBody } from '@cabinet/api/model';
import { useCallback, useRef, useState } from 'react';

/**
 * The generated account calls, loaded with the first call (as the http client is), not with the
 * sign-in page: their module holds the account's react-query hooks too, and the sign-in page paints
 * without the query library (docs/testing.md#budgets).
 */
const account = () => import('@cabinet/api/account');

/** The sign-in page's calls: plain calls, no query cache (the cabinet's pages have it). */
export const signInCalls = {
  /** Registers a new e-mail; the form tells its failure itself. */
  register: async (data: RegisterBody) => (await account()).register(data, { silent: true }),
  /** Signs in with a password; the form tells its failure itself. */
  login: async (data: LoginBody) => (await account()).login(data, { silent: true }),
  /** Sends a reset link; its caller tells a failure as any write's is told (`tellFailedWrite`). */
  resetPassword: async (data: ResetPasswordBody) => (await account()).resetPassword(data),
};

type CallState = { pending: boolean; succeeded: boolean; error: unknown };
const IDLE: CallState = { pending: false, succeeded: false, error: null };

/**
 * A write's state for a form without the query cache: pending, whether it succeeded, its failure
 * (the form shows it, or its caller tells it). Only the latest of overlapping runs sets the state.
 */
export function useSignInCall<A, R>(call: (args: A) => Promise<R>) {
  const [state, setState] = useState<CallState>(IDLE);
  const latest = useRef(0);
  const run = useCallback(
    async (args: A): Promise<R> => {
      const id = ++latest.current;
      setState({ ...IDLE, pending: true });
      try {
        const data = await call(args);
        if (id === latest.current) setState({ ...IDLE, succeeded: true });
        return data;
      } catch (error) {
        if (id === latest.current) setState({ ...IDLE, error });
        throw error;
      }
    },
    [call],
  );
  const reset = useCallback(() => {
    latest.current++;
    setState(IDLE);
  }, []);
  return { ...state, run, reset };
}
