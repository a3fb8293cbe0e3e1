import { build } from 'esbuild';

/**
 * A script for the browser, bundled at start from the project's own modules (the editor's interface,
 * the preview's click handler), with `define`'s names replaced by their values.
 */
export async function bundleForBrowser(entry: string, define: Record<string, string> = {}): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    target: ['chrome111', 'firefox111', 'safari16.4'],
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}
