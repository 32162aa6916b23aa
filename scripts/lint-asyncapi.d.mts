/** One finding of the AsyncAPI lint. */
export type AsyncApiDiagnostic = {
  severity: 'error' | 'warning' | 'info';
  code: string;
  message: string;
  path: string;
  line: number;
};
/** The live socket's contract file. */
export declare const LIVE_CONTRACT: string;
/** Lints an AsyncAPI document's text; relative references resolve against `source`. */
export declare function lintAsyncApi(text: string, source?: string): Promise<AsyncApiDiagnostic[]>;
