/**
 * Imports a module of src/ from a Node script. The rules import each other the way Vite resolves
 * them (no file extensions), which Node alone does not, so the module is bundled in memory first,
 * with what it imports, and imported from that.
 */
import { build } from 'esbuild';

export async function importBundled<Module>(path: string): Promise<Module> {
  const bundled = await build({
    entryPoints: [new URL(`../${path}`, import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
  });
  return (await import(
    /* @vite-ignore */
    `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0]!.contents).toString('base64')}`
  )) as Module;
}
