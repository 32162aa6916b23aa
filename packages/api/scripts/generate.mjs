// Contract -> code: bundle the split contract into one document (file references become named
// components, so the generated types keep the names User, Space, Error...), then run orval.
// The output folder is removed first, so what is generated always matches the contract alone.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(pkg, 'node_modules', '.bin', name);
const run = (command, args) =>
  execFileSync(command, args, { cwd: pkg, stdio: ['ignore', 'ignore', 'inherit'] });

rmSync(path.join(pkg, 'src/generated'), { recursive: true, force: true });
run(bin('redocly'), ['bundle', '../../openapi/cabinet.yaml', '-o', '.bundled/cabinet.yaml']);
run(bin('orval'), ['--config', 'orval.config.ts']);
