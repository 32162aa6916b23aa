import type { ComponentType } from 'react';
import { type PageNamespace, loadPageTexts } from '../i18n';

/**
 * A route's `lazy`: the page's module and the text groups it shows, loaded together, so the page
 * never renders before its words.
 */
export const lazyPage =
  <K extends string>(
    load: () => Promise<Record<K, ComponentType>>,
    name: K,
    texts: readonly PageNamespace[],
  ) =>
  () =>
    Promise.all([load(), ...texts.map((group) => loadPageTexts(group))]).then(([module]) => ({
      Component: module[name],
    }));
