/**
 * The paths the app has built, registered by the shell at start. Landing and menu rules check it,
 * so a space that is not built yet is never a destination (no dead links, no 404 after sign-in).
 */
let built = new Set<string>();

export function registerBuiltPaths(paths: Iterable<string>): void {
  built = new Set(paths);
}

export const isBuilt = (path: string): boolean => built.has(path);
