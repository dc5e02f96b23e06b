// Every URL the site emits goes through here, so a build under a sub-path (BASE=/repo/)
// links correctly, and slugs with CJK letters are percent-encoded once.
import type { DebateSlug } from '../lib/core/ids.ts';

const base = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;

/** `withBase('atlas/')` → `/repo/atlas/`. */
export const withBase = (path: string): string => base + path.replace(/^\/+/, '');

const encodeSlug = (slug: DebateSlug) => slug.split('/').map(encodeURIComponent).join('/');

export const debateUrl = (slug: DebateSlug, file = ''): string => withBase(`debates/${encodeSlug(slug)}/${file}`);

/** Page `page` of the index: `/` for the first, `/page/2/` and so on. */
export const indexPageUrl = (page: number): string => withBase(page <= 1 ? '' : `page/${page}/`);

/** Page `page` of a year's debates. */
export const yearPageUrl = (year: string, page: number): string => withBase(`years/${encodeURIComponent(year)}/${page <= 1 ? '' : `page/${page}/`}`);

/** Page `page` of a tag's debates. */
export const tagPageUrl = (key: string, page: number): string => withBase(`tags/${encodeURIComponent(key)}/${page <= 1 ? '' : `page/${page}/`}`);
