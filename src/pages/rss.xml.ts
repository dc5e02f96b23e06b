import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { FORMAT_LABELS } from '../lib/archive/debateRecord.ts';
import { closedBidi } from '../lib/core/escape.ts';
import { getDebates } from '../site/debates.ts';
import { getNotes, noteUrl } from '../site/notes.ts';
import { debateUrl } from '../site/paths.ts';

// New debates and notes, newest first; undated ones are left out since a feed orders by date.
export const GET: APIRoute = async ({ site }) => {
  const debates = (await getDebates()).filter((d) => d.date).map((d) => ({
    // An override a title leaves open is closed where it ends (probe 62 row 1), as on the pages.
    title: closedBidi(d.title),
    link: debateUrl(d.slug),
    pubDate: new Date(`${d.date}T00:00:00Z`),
    description: `${FORMAT_LABELS[d.format]}: ${d.counts.personas} personas, ${d.counts.claims} claims, ${d.counts.contested} contested.`,
    categories: d.tags.map(closedBidi),
  }));
  const notes = (await getNotes()).filter((n) => n.date).map((n) => ({
    title: closedBidi(n.title),
    link: noteUrl(n.slug),
    pubDate: new Date(`${n.date}T00:00:00Z`),
    description: closedBidi(n.summary ?? `A note on the debates: ${n.title}`),
    categories: ['note', ...n.tags.map(closedBidi)],
  }));
  // Same date: debates before notes, each kept in its own order (sort is stable).
  const items = [...debates, ...notes].sort((a, b) => b.pubDate.getTime() - a.pubDate.getTime()).slice(0, 50);
  return rss({
    title: 'debate-atlas: new debates and notes',
    description: 'Structured debates and notes on them, newest first.',
    // The channel link is the archive's home, base path included.
    site: new URL(import.meta.env.BASE_URL, site).href,
    items,
  });
};
