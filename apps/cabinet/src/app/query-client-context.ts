import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query client the shell was given (a test's own); none: the app's own. The shell passes it on
 * to the query layer without loading the query library, which comes with the first page that asks
 * the school, not with the sign-in page (docs/testing.md#budgets).
 */
export const GivenQueryClient = createContext<QueryClient | undefined>(undefined);
