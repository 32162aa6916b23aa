import type { Plugin } from 'vite';

/**
 * The modules a group of pages needs before it renders: what its roots import statically, found in
 * the finished module graph, less what `excluded` already holds. `test` captures them for one chunk
 * of their own, so the bundler does not split them into dozens of small files.
 */
export function importClosure(
  name: string,
  roots: (id: string) => boolean,
  excluded = (_id: string) => false,
) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: `cabinet:${name}-modules`,
    apply: 'build',
    buildEnd() {
      modules.clear();
      const stack = [...this.getModuleIds()].filter(roots);
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id: string) => modules.has(id) && !excluded(id) };
}

/**
 * The modules the sign-in page needs before it paints: the entry's and the sign-in page's static
 * imports. The entry (the HTML page) and the script it loads stay in the entry chunk: the manifest
 * names the entry by the chunk of the entry's own modules.
 */
export function firstPaintModules(pages: RegExp) {
  const entries = new Set<string>();
  const findEntries: Plugin = {
    name: 'cabinet:entry-modules',
    apply: 'build',
    buildEnd() {
      entries.clear();
      for (const id of this.getModuleIds()) {
        if (!this.getModuleInfo(id)?.isEntry) continue;
        entries.add(id);
        for (const script of this.getModuleInfo(id)?.importedIds ?? []) entries.add(script);
      }
    },
  };
  const closure = importClosure(
    'first-paint',
    (id) => entries.has(id) || pages.test(id),
    (id) => entries.has(id),
  );
  return { plugins: [findEntries, closure.plugin], test: closure.test };
}
