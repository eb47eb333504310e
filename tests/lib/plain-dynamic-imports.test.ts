import { describe, expect, it } from 'vitest';
import { plainDynamicImports } from '../../src/lib/plain-dynamic-imports';

const helper = 'import { t as __vitePreload } from "./preload-helper.!~{00T}~.js";\n';

describe('plainDynamicImports', () => {
  it('turns each wrapped import into a plain one and drops the helper', () => {
    const code = `${helper}const load = () => __vitePreload(() => import("./dice-runtime.!~{02u}~.js"), __VITE_PRELOAD__);\n`;
    expect(plainDynamicImports(code)).toBe(
      'const load = () => (() => import("./dice-runtime.!~{02u}~.js"))();\n',
    );
  });

  it('keeps what is chained on the import inside the loader', () => {
    const code = `${helper}__vitePreload(() => import("./toc.js").then((module) => module.highlightToc(toc)), __VITE_PRELOAD__);`;
    expect(plainDynamicImports(code)).toBe(
      '(() => import("./toc.js").then((module) => module.highlightToc(toc)))();',
    );
  });

  it('rewrites every import of the chunk', () => {
    const code = `${helper}a(() => __vitePreload(() => import("./a.js"), __VITE_PRELOAD__));\nb(() => __vitePreload(() => import("./b.js"), __VITE_PRELOAD__));`;
    expect(plainDynamicImports(code)).toBe(
      'a(() => (() => import("./a.js"))());\nb(() => (() => import("./b.js"))());',
    );
  });

  it('leaves code without dynamic imports as it is', () => {
    expect(plainDynamicImports('document.title = "x";')).toBe('document.title = "x";');
  });

  it('gives up on a form of the helper it does not know, rather than half rewriting it', () => {
    const code = `${helper}__vitePreload(() => import("./a.js"), __VITE_IS_MODERN__ ? __VITE_PRELOAD__ : void 0);`;
    expect(plainDynamicImports(code)).toBeUndefined();
  });
});
