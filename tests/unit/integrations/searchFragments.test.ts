// The search index's page fragments kept between builds (src/integrations/searchFragments.ts):
// what is kept, that the index written with them is the one written from nothing, and that
// a kept fragment which is not what its page gives is found and written again.
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexSite } from '../../../src/integrations/pagefindIndex.ts';
import { pagefindUrl } from '../../../src/integrations/searchFragments.ts';
import { page, site } from '../../support/searchSites.ts';
import { listFiles } from '../../support/siteFiles.ts';

const topics = ['A four-day week', 'Remote work', 'City transit', 'AI and art', 'Open data'];
const files = (): Record<string, string> => ({
  'index.html': page('en', 'Home page', false),
  ...Object.fromEntries(topics.map((topic, i) => [`debates/d${i}/index.html`, page('en', topic)])),
});
/** Pages whose addresses Pagefind percent-encodes. */
const oddlyNamed = (): Record<string, string> => ({
  'debates/城市交通/index.html': page('zh-Hans', '是否应当在市中心全面禁止私家车通行'),
  'notes/a b #1?/index.html': page('en', 'A note with an odd name'),
  'debates/100%/index.html': page('en', 'Fully'),
});

interface Logged { info: string[]; warn: string[] }
const logger = (logged: Logged) => ({ info: (m: string) => logged.info.push(m), warn: (m: string) => logged.warn.push(m) });

/** Indexes `root` as a build does: Astro has emptied the output folder, so no bundle is left from the last build. */
async function index(root: string, store: string, logged: Logged = { info: [], warn: [] }) {
  rmSync(path.join(root, 'pagefind'), { recursive: true, force: true });
  const { pages, fragmentsKept } = await indexSite(root, logger(logged), { searchStore: store });
  return { pages, fragmentsKept };
}

/** The bundle Pagefind writes for a copy of `root` with nothing kept: what a cold build publishes. */
async function writtenFromNothing(root: string): Promise<string> {
  const copy = mkdtempSync(path.join(tmpdir(), 'da-search-cold-'));
  cpSync(root, copy, { recursive: true });
  rmSync(path.join(copy, 'pagefind'), { recursive: true, force: true });
  await indexSite(copy);
  return copy;
}

function expectSameBundle(root: string, cold: string): void {
  const bundle = (folder: string) => path.join(folder, 'pagefind');
  const names = listFiles(bundle(cold));
  expect(listFiles(bundle(root))).toEqual(names);
  expect(names.filter((name) => !readFileSync(path.join(bundle(root), name)).equals(readFileSync(path.join(bundle(cold), name))))).toEqual([]);
}

const fragmentsIn = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.pf_fragment')).sort();
const storeOf = () => path.join(mkdtempSync(path.join(tmpdir(), 'da-search-store-')), 'search');

/** The store's file of `page`'s fragment, as the ledger names it. */
function storedFragment(store: string, page: string): string {
  const ledger = JSON.parse(readFileSync(path.join(store, 'ledger.json'), 'utf8')) as { pages: Record<string, { fragment: string }> };
  return path.join(store, 'fragment', `${ledger.pages[page]!.fragment}.pf_fragment`);
}

/** The store's file for `into` made to hold `from`'s fragment: what a name clash between builds would serve. */
function plantFragment(store: string, into: string, from: string): void {
  rmSync(storedFragment(store, into));
  copyFileSync(storedFragment(store, from), storedFragment(store, into));
}

describe('page fragments kept between builds', () => {
  it('keeps the fragments of unchanged pages, and the index is the one written from nothing', async () => {
    const root = site(files());
    const store = storeOf();
    expect(await index(root, store)).toEqual({ pages: 5, fragmentsKept: 0 });
    expect(fragmentsIn(path.join(store, 'fragment'))).toEqual(fragmentsIn(path.join(root, 'pagefind/fragment')));

    // One page edited, one removed, one added.
    writeFileSync(path.join(root, 'debates/d1/index.html'), page('en', 'Remote work, reconsidered'));
    rmSync(path.join(root, 'debates/d4'), { recursive: true });
    cpSync(path.join(root, 'debates/d0'), path.join(root, 'debates/d5'), { recursive: true });
    const storedFiles = new Set(fragmentsIn(path.join(store, 'fragment')).map((name) => statSync(path.join(store, 'fragment', name)).ino));
    const logged: Logged = { info: [], warn: [] };
    expect(await index(root, store, logged)).toEqual({ pages: 5, fragmentsKept: 3 });
    expect(logged).toEqual({ info: [], warn: [] });
    // A kept fragment is the file the first build stored, linked in; the others are new.
    const linkedIn = fragmentsIn(path.join(root, 'pagefind/fragment')).filter((name) => storedFiles.has(statSync(path.join(root, 'pagefind/fragment', name)).ino));
    expect(linkedIn).toHaveLength(3);
    expectSameBundle(root, await writtenFromNothing(root));
    // The store holds this index's fragments, no other.
    expect(fragmentsIn(path.join(store, 'fragment'))).toEqual(fragmentsIn(path.join(root, 'pagefind/fragment')));

    expect(await index(root, store)).toEqual({ pages: 5, fragmentsKept: 5 });
  });

  it('discards a kept fragment that is not the one it kept, naming it, and Pagefind writes that page’s again', async () => {
    const root = site(files());
    const store = storeOf();
    await index(root, store);
    plantFragment(store, 'debates/d0/index.html', 'debates/d1/index.html');

    const logged: Logged = { info: [], warn: [] };
    expect(await index(root, store, logged)).toEqual({ pages: 5, fragmentsKept: 4 });
    expect(logged.warn).toEqual([`the search index's fragments: discarded the cache entry ${storedFragment(store, 'debates/d0/index.html')} and made it again: its bytes do not match the digest recorded when it was kept`]);
    expectSameBundle(root, await writtenFromNothing(root));
    // The store was mended: every fragment is kept next time.
    expect(await index(root, store)).toEqual({ pages: 5, fragmentsKept: 5 });
  });

  it('keeps no fragment whose name collided with another in the last build', async () => {
    const root = site(files());
    const store = storeOf();
    await index(root, store);
    // As Pagefind names two pages whose hashes begin alike: one name the other's prefix.
    const ledgerFile = path.join(store, 'ledger.json');
    const ledger = JSON.parse(readFileSync(ledgerFile, 'utf8')) as { pages: Record<string, { fragment: string }> };
    const [first, second] = ['debates/d0/index.html', 'debates/d1/index.html'].map((page) => ledger.pages[page]!);
    const longer = `${first!.fragment}0`;
    copyFileSync(path.join(store, 'fragment', `${second!.fragment}.pf_fragment`), path.join(store, 'fragment', `${longer}.pf_fragment`));
    second!.fragment = longer;
    writeFileSync(ledgerFile, JSON.stringify(ledger));

    expect(await index(root, store)).toEqual({ pages: 5, fragmentsKept: 3 });
    expectSameBundle(root, await writtenFromNothing(root));
  });

  it('starts afresh from a store it cannot read, and keeps nothing without one', async () => {
    const root = site(files());
    const store = storeOf();
    await index(root, store);
    writeFileSync(path.join(store, 'ledger.json'), '{ not json');
    expect(await index(root, store)).toEqual({ pages: 5, fragmentsKept: 0 });
    expect(await index(root, store)).toEqual({ pages: 5, fragmentsKept: 5 });

    rmSync(path.join(store, 'fragment'), { recursive: true });
    expect(await index(root, store)).toEqual({ pages: 5, fragmentsKept: 0 });
    expectSameBundle(root, await writtenFromNothing(root));

    const unstored = site(files());
    expect(await indexSite(unstored)).toEqual({ pages: 5, fragmentsKept: 0, sourcesKept: 0 });
    expect(existsSync(path.join(unstored, 'pagefind/fragment'))).toBe(true);
  });

  it('names a page by the URL Pagefind gives it, odd names included, and keeps those pages too', async () => {
    const names = ['a b', '城市', 'x#y', 'q?r', 'p%20c', "it's", 'pa(r)en', 'plus+sign', 'amp&er', 'brack[1]', 'brace{x}', 'caret^', 'back`tick', 'pipe|x', 'quo"te', 'é-accent', 'emoji😀', 'index.html.d'];
    const root = site({
      ...Object.fromEntries(names.map((name, i) => [path.join('d', name, 'index.html'), page('en', `Page ${i}`)])),
      'about.html': page('en', 'About'),
      'index.html': page('en', 'Home'),
    });
    const store = storeOf();
    expect(await index(root, store)).toEqual({ pages: names.length + 2, fragmentsKept: 0 });
    const folder = path.join(root, 'pagefind/fragment');
    const written = fragmentsIn(folder).map((name) => (JSON.parse(gunzipSync(readFileSync(path.join(folder, name))).subarray('pagefind_dcd'.length).toString('utf8')) as { url: string }).url).sort();
    const derived = [...names.map((name) => path.join('d', name, 'index.html')), 'about.html', 'index.html'].map((page) => pagefindUrl(page)).sort();
    expect(derived).toEqual(written);
    expect(await index(root, store)).toEqual({ pages: names.length + 2, fragmentsKept: names.length + 2 });
  });

  it('keeps pages whose addresses are percent-encoded', async () => {
    const root = site({ ...files(), ...oddlyNamed() });
    const store = storeOf();
    await index(root, store);
    expect(await index(root, store)).toEqual({ pages: 8, fragmentsKept: 8 });
  });

  it('finds a kept fragment holding another page, even when that page is gone', async () => {
    const root = site(files());
    const store = storeOf();
    await index(root, store);
    // d0's stored name now holds d4's fragment, and d4 is removed: one file a page, no URL
    // twice, yet d0's name would serve d4. A build stopped while it replaced the store's
    // files could leave that.
    plantFragment(store, 'debates/d0/index.html', 'debates/d4/index.html');
    rmSync(path.join(root, 'debates/d4'), { recursive: true });

    const logged: Logged = { info: [], warn: [] };
    expect(await index(root, store, logged)).toEqual({ pages: 4, fragmentsKept: 3 });
    expect(logged.warn).toEqual([expect.stringContaining(`discarded the cache entry ${storedFragment(store, 'debates/d0/index.html')}`)]);
    expectSameBundle(root, await writtenFromNothing(root));
  });

  it('skips ledger entries that are not what it writes', async () => {
    const root = site(files());
    const store = storeOf();
    await index(root, store);
    const ledgerFile = path.join(store, 'ledger.json');
    const ledger = JSON.parse(readFileSync(ledgerFile, 'utf8')) as { pages: Record<string, unknown> };
    ledger.pages['debates/d0/index.html'] = null;
    ledger.pages['debates/d1/index.html'] = { digest: 5, fragment: 'x' };
    ledger.pages['debates/d2/index.html'] = { ...(ledger.pages['debates/d2/index.html'] as object), fragment: '../../ledger' };
    writeFileSync(ledgerFile, JSON.stringify(ledger));
    expect(await index(root, store)).toEqual({ pages: 5, fragmentsKept: 2 });
    expectSameBundle(root, await writtenFromNothing(root));
  });

  it('writes the index, and warns, when the store cannot be written', async () => {
    const root = site(files());
    const store = path.join(mkdtempSync(path.join(tmpdir(), 'da-search-store-')), 'search');
    writeFileSync(store, 'a file where the store would be');
    const logged: Logged = { info: [], warn: [] };
    expect(await index(root, store, logged)).toEqual({ pages: 5, fragmentsKept: 0 });
    expect(logged.warn.join('\n')).toMatch(/could not be kept in .*search/);
    expectSameBundle(root, await writtenFromNothing(root));
  });
});
