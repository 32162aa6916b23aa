import { type ReactNode, createContext, useContext } from 'react';
import type { DraftOwner } from './draft-store';

const OwnerContext = createContext<DraftOwner | null>('visitor');

/**
 * Whose drafts the forms below keep: the signed-in user's, or a visitor's on the public pages;
 * null while a session's user is not known yet (the forms then neither read nor keep a draft, so
 * none is kept under the wrong owner).
 */
export function DraftOwnerProvider({ owner, children }: { owner: DraftOwner | null; children: ReactNode }) {
  return <OwnerContext.Provider value={owner}>{children}</OwnerContext.Provider>;
}

export const useDraftOwner = (): DraftOwner | null => useContext(OwnerContext);
