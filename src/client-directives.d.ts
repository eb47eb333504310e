/** The client directive astro.config.mjs adds (src/lib/visible-after-load.ts), for type checking. */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:visible-after-load'?: boolean;
  }
}

export {};
