import { type ComponentType, type ReactElement } from 'react';
import { type PageNamespace, loadPageTexts } from '../i18n';

/** Loads a module together with the text groups it shows, so nothing renders before its words. */
export const withTexts = <M>(load: () => Promise<M>, texts: readonly PageNamespace[] = []): Promise<M> =>
  Promise.all([load(), ...texts.map((group) => loadPageTexts(group))]).then(([module]) => module);

/** Which page of a loaded module a route shows: an export's name, or how to render the module. */
type PagePick<M> =
  { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M] | ((module: M) => ReactElement);

/**
 * A route's `lazy`, the one way every route table loads a page: the page's module and the text
 * groups it shows, loaded together. The page is an export of the module by name, or an element
 * rendered from the module (a shared page given its space's options).
 */
export const lazyPage =
  <M>(load: () => Promise<M>, page: PagePick<M>, texts: readonly PageNamespace[] = []) =>
  () =>
    withTexts(load, texts).then((module) => ({
      Component: typeof page === 'function' ? () => page(module) : (module[page as keyof M] as ComponentType),
    }));
