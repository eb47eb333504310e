/**
 * `node scripts/serve.ts [dist] [port]`: serves a built site the way a static host does, under
 * BASE_PATH, for the browser tests. Unlike `astro preview` it can run several times at once (one
 * per build being tested).
 */
import { serveStatic } from './static-server.ts';

const dist = process.argv[2] ?? 'dist';
const port = Number(process.argv[3] ?? 4329);
const { url } = await serveStatic(dist, process.env.BASE_PATH ?? '/', port);
console.log(`serving ${dist} at ${url}`);
