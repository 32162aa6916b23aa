import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ConfigEnv,
  type Plugin,
  type PluginOption,
  type UserConfig,
  type UserConfigExport,
  defineConfig,
} from 'vite';
import cabinetConfig from '../../../apps/cabinet/vite.config.ts';

/**
 * The reference sign-in page (tests/build/budgets.test.ts), built with the cabinet's Vite, its
 * React plugin and its output settings, resolving the cabinet's copies of the libraries.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const cabinetEntry = path.resolve(here, '../../../apps/cabinet/src/main.tsx');

/** Each package the reference names is resolved as the cabinet's entry resolves it: the same build. */
const resolveAsTheCabinet = (): Plugin => ({
  name: 'reference:resolve-as-the-cabinet',
  enforce: 'pre',
  resolveId(source, importer, options) {
    if (!importer?.startsWith(here) || /^[./\0]/.test(source)) return null;
    return this.resolve(source, cabinetEntry, { ...options, skipSelf: true });
  },
});

const flatten = (options: PluginOption[]): PluginOption[] =>
  options.flatMap((option) => (Array.isArray(option) ? flatten(option) : [option]));

const isPlugin = (option: PluginOption): option is Plugin =>
  typeof option === 'object' && option !== null && 'name' in option;

/** A configuration as a file exports it (an object or a function of the mode), for this build. */
const configFor = async (exported: UserConfigExport, env: ConfigEnv): Promise<UserConfig> =>
  typeof exported === 'function' ? await exported(env) : await exported;

export default defineConfig(async (env): Promise<UserConfig> => {
  const cabinet = await configFor(cabinetConfig, env);
  // React's plugin, and the production build of React Router the cabinet resolves.
  const react = flatten(cabinet.plugins ?? [])
    .filter(isPlugin)
    .filter(
      (plugin) => plugin.name.startsWith('vite:react') || plugin.name === 'cabinet:react-router-production',
    );
  if (react.length === 0) throw new Error('The cabinet’s configuration has no React plugin.');
  return {
    root: here,
    publicDir: false,
    logLevel: 'warn',
    plugins: [resolveAsTheCabinet(), ...react],
    build: {
      // The cabinet's own output settings: the same target, minifier and module preload.
      target: cabinet.build?.target,
      minify: cabinet.build?.minify,
      modulePreload: cabinet.build?.modulePreload,
      chunkSizeWarningLimit: cabinet.build?.chunkSizeWarningLimit,
      outDir: path.join(here, 'dist'),
      emptyOutDir: true,
      manifest: true,
      reportCompressedSize: false,
    },
  };
});
