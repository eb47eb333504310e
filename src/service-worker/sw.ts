/**
 * The service worker: keeps every page, asset and search file of one build on the device, so the
 * site works at a table without signal after a single visit.
 *
 * - Install: fetches every file of this build (bypassing the HTTP cache) into a cache named after
 *   the build's version. If any file fails, the install fails and the old version stays in charge.
 * - Serving: a file of the build is answered from this version's cache only, never from another
 *   version's, so a page and its scripts always come from the same build.
 * - Update: a new build's worker installs beside the old one and waits. The page offers a reload;
 *   only then does the new worker take over, delete the old caches and have open pages reload.
 *
 * Built by scripts/build-service-worker.ts, which injects the list of files as
 * `__PRECACHE_MANIFEST__`. The worker types are declared here in the few shapes used, because the
 * project's TypeScript setup describes pages, not workers.
 */
import {
  cacheNameFor,
  folderPageOf,
  isPageAddress,
  isStaleCache,
  OFFLINE_FALLBACK,
  precacheKey,
  type PrecacheManifest,
} from './precache';
import { needsConnectionPage } from './needs-connection';

declare const __PRECACHE_MANIFEST__: PrecacheManifest;

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
}

interface WorkerScope {
  readonly registration: { readonly scope: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: ExtendableEventLike) => void,
  ): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

const worker = globalThis as unknown as WorkerScope;
const manifest = __PRECACHE_MANIFEST__;
const cacheName = cacheNameFor(manifest.version);
const scope = worker.registration.scope;
const precached = new Set(manifest.entries.map((entry) => entry.url));

/** A redirected response cannot answer a navigation; copy it into a plain one. */
async function unredirected(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

async function precacheAll(): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    manifest.entries.map(async (entry) => {
      const url = new URL(entry.url, scope).href;
      const response = await fetch(new Request(url, { cache: 'reload' }));
      if (!response.ok)
        throw new Error(`${url} answered ${response.status}; this version is not installed`);
      await cache.put(url, await unredirected(response));
    }),
  );
}

async function removeStaleCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => isStaleCache(name, manifest.version)).map((name) => caches.delete(name)),
  );
}

async function fromThisVersion(key: string, request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(new URL(key, scope).href);
  return cached ?? fetch(request);
}

/**
 * An address outside the build (a mistyped address, or a file the copy leaves out, such as an
 * EPUB): the network if there is one. Offline, a page gets the "not found" page with status 404;
 * a file gets a page saying it needs a connection, with status 503, never the "not found" page.
 */
async function navigateOutsideBuild(request: Request, key: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    if (!isPageAddress(key))
      return new Response(needsConnectionPage(key, scope, precached), {
        status: 503,
        statusText: 'Service Unavailable',
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      });
    const cache = await caches.open(cacheName);
    const fallback = await cache.match(new URL(OFFLINE_FALLBACK, scope).href);
    if (fallback)
      return new Response(fallback.body, {
        status: 404,
        statusText: 'Not Found',
        headers: fallback.headers,
      });
    throw error;
  }
}

worker.addEventListener('install', (event) => {
  event.waitUntil(precacheAll());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(removeStaleCaches().then(() => worker.clients.claim()));
});

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const key = precacheKey(request.url, scope);
  if (key === null) return;
  const folder = request.mode === 'navigate' ? folderPageOf(key, precached) : null;
  if (precached.has(key)) {
    event.respondWith(fromThisVersion(key, request));
  } else if (folder !== null) {
    const url = new URL(folder, scope);
    url.search = new URL(request.url).search;
    event.respondWith(Promise.resolve(Response.redirect(url.href, 301)));
  } else if (request.mode === 'navigate') {
    event.respondWith(navigateOutsideBuild(request, key));
  }
});
