import { isSitePath } from '../url';

/** The files a build publishes besides its pages: the build manifest and the page payloads. */

/** What open pages poll to learn that a newer build is deployed: `{id, timestamp}`. */
export const LATEST_BUILD_PATH = '/builds/latest.json';

/** The folder of the builds' manifests: every prerendered path and the route rules, by build id. */
export const BUILD_META_DIR = '/builds/meta/';

export function buildMetaPath(id: string): string {
  return `${BUILD_META_DIR}${id}.json`;
}

/**
 * The folder of what documents load instead of the framework (docs/design.md#documents): the
 * islands and the stylesheet, each named by the hash of its content.
 */
export const DOCUMENT_ASSETS_DIR = '/_documents/';

/** What a page's path ends in to name its payload. */
export const PAYLOAD_FILE = '/_payload.json';

/**
 * The address of a prerendered page's data: `{path}/_payload.json?{buildId}` (docs/spec.md#7-the-calls-it-makes).
 * It must stay on the site: anything with a host, or a `//` path that a browser would read as one,
 * is refused.
 */
export function payloadUrl(path: string, buildId: string): string {
  if (!isSitePath(path)) {
    throw new Error(`Payload URL must not include hostname: ${path}`);
  }
  const base = path.replace(/\/+$/, '');
  return `${base}${PAYLOAD_FILE}?${encodeURIComponent(buildId)}`;
}
