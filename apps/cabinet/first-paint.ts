import type { Plugin } from 'vite';

/**
 * The modules the sign-in page needs before it paints: what the entry and the sign-in page import
 * statically, found in the finished module graph. `test` captures them for one chunk of their own.
 */
export function firstPaintModules(pages: RegExp) {
  const firstPaint = new Set<string>();
  const entries = new Set<string>();
  const plugin: Plugin = {
    name: 'cabinet:first-paint-modules',
    apply: 'build',
    buildEnd() {
      firstPaint.clear();
      entries.clear();
      const ids = [...this.getModuleIds()];
      // The entry (the HTML page) and the script it loads stay in the entry chunk.
      for (const id of ids.filter((each) => this.getModuleInfo(each)?.isEntry)) {
        entries.add(id);
        for (const script of this.getModuleInfo(id)?.importedIds ?? []) entries.add(script);
      }
      const stack = ids.filter((id) => entries.has(id) || pages.test(id));
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (firstPaint.has(id)) continue;
        firstPaint.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  // The manifest names the entry by the chunk of the entry's own modules.
  return { plugin, test: (id: string) => firstPaint.has(id) && !entries.has(id) };
}
