import { type ReactNode, createContext, useContext } from 'react';
import type { DraftOwner } from './draft-store';

const OwnerContext = createContext<DraftOwner>('visitor');

/** Whose drafts the forms below keep: the signed-in user's, or a visitor's on the public pages. */
export function DraftOwnerProvider({ owner, children }: { owner: number | undefined; children: ReactNode }) {
  return <OwnerContext.Provider value={owner ?? 'visitor'}>{children}</OwnerContext.Provider>;
}

export const useDraftOwner = (): DraftOwner => useContext(OwnerContext);
