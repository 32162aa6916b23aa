/**
 * jsdom has no media queries: a test window answers them as a desktop (every `min-width` query
 * matches, the menu is a side column) or as a 360 px phone (none matches, the menu is a drawer).
 */
export function answerMediaQueries(screen: 'desktop' | 'phone') {
  window.matchMedia = (query: string) =>
    ({
      matches: screen === 'desktop' && query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
