import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { FORMAT_LABELS } from '../lib/archive/debateRecord.ts';
import { getDebates } from '../site/debates.ts';
import { debateUrl } from '../site/paths.ts';

// New debates, newest first; undated ones are left out since a feed orders by date.
export const GET: APIRoute = async ({ site }) => {
  const debates = (await getDebates()).filter((d) => d.date).slice(0, 50);
  return rss({
    title: 'debate-atlas: new debates',
    description: 'Structured debates, newest first.',
    // The channel link is the archive's home, base path included.
    site: new URL(import.meta.env.BASE_URL, site).href,
    items: debates.map((d) => ({
      title: d.title,
      link: debateUrl(d.slug),
      pubDate: new Date(`${d.date}T00:00:00Z`),
      description: `${FORMAT_LABELS[d.format]}: ${d.counts.personas} personas, ${d.counts.claims} claims, ${d.counts.contested} contested.`,
      categories: d.tags,
    })),
  });
};
