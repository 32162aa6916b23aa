// The live socket's contract (asyncapi/live.yaml) linted like the OpenAPI one: the AsyncAPI
// parser's own rules, with the payload schemas it references from ../openapi/schemas resolved.
// Any error-severity diagnostic fails; warnings are printed and pass.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DiagnosticSeverity, Parser } from '@asyncapi/parser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LIVE_CONTRACT = path.join(root, 'asyncapi/live.yaml');

const severities = { [DiagnosticSeverity.Error]: 'error', [DiagnosticSeverity.Warning]: 'warning' };

/**
 * Lints an AsyncAPI document's text; `source` is the file it stands for, against which its
 * relative references resolve. Returns every diagnostic, its severity as a word.
 */
export async function lintAsyncApi(text, source = LIVE_CONTRACT) {
  const parser = new Parser();
  const diagnostics = await parser.validate(text, { source: pathToFileURL(source).href });
  return diagnostics.map((d) => ({
    severity: severities[d.severity] ?? 'info',
    code: String(d.code),
    message: d.message,
    path: d.path.join('.'),
    line: d.range.start.line + 1,
  }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = path.resolve(process.argv[2] ?? LIVE_CONTRACT);
  const diagnostics = await lintAsyncApi(await readFile(file, 'utf8'), file);
  const shown = diagnostics.filter((d) => d.severity !== 'info');
  for (const d of shown) {
    console.log(
      `${path.relative(root, file)}:${d.line} ${d.severity} ${d.code} ${d.message}${d.path ? ` (${d.path})` : ''}`,
    );
  }
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  console.log(`${path.relative(root, file)}: ${errors} errors, ${shown.length - errors} warnings`);
  process.exitCode = errors > 0 ? 1 : 0;
}
