// The forms an island's title is drawn in (src/components/atlas/map/islandTitles.ts), with
// a width of 7 px a character: a cut keeps the start, and the last word where the start is
// shared with another title (review 2026-12-05e, probes 27 and 33), or the words where it
// differs where its end is shared too (probe 39 row 6a).
import { describe, expect, it } from 'vitest';
import { titlesFitted, sharedParts, titleForms } from '../../../../src/components/atlas/map/islandTitles.ts';

const measure = (text: string) => Array.from(text).length * 7;
const forms = (titles: string[]) => {
  const shared = sharedParts(titles);
  return titles.map((t, d) => titleForms(t, { start: shared.starts[d]!, end: shared.ends[d]! }, measure, (form, most) => titlesFitted(shared, t, form, most)).map(([text]) => text));
};
/** The titles a drawn form could be read as: every piece between "…" found in order, the first at the start, the last at the end unless a "…" ends the form. */
const readAs = (form: string, titles: string[]) => titles.filter((title) => {
  const pieces = form.split('…');
  if (pieces.length === 1) return title === form;
  let at = 0;
  for (const [p, piece] of pieces.entries()) {
    const i = p === 0 ? (title.startsWith(piece) ? 0 : -1) : p === pieces.length - 1 && piece !== '' ? (title.endsWith(piece) ? title.length - piece.length : -1) : title.indexOf(piece, at);
    if (i < at) return false;
    at = i + piece.length;
  }
  return true;
});
const narrowest = (titles: string[]) => forms(titles).map((f) => f[f.length - 1]);

describe('island titles', () => {
  it('keeps the last word where only the end tells two titles apart', () => {
    const cut = narrowest(['Quarterly review of the storage tier — 2025 Q1', 'Quarterly review of the storage tier — 2025 Q2', 'Debate 941', 'Debate 942']);
    expect(cut[0]).toMatch(/^Quar.*… Q1$/);
    expect(cut[1]).toMatch(/^Quar.*… Q2$/);
    expect(new Set(cut).size).toBe(4);
    for (const text of cut) expect(measure(text!)).toBeLessThanOrEqual(72);
  });

  it('keeps only the start where the start tells titles apart (a shared last word would not)', () => {
    const cut = forms(['Weekly sync 14 — platform roadmap', 'Weekly sync 15 — platform roadmap']).map((f) => f[1]);
    expect(cut[0]).toMatch(/^Weekly sync 14/);
    expect(cut[1]).toMatch(/^Weekly sync 15/);
    expect(cut[0]).not.toContain('roadmap');
  });

  it('cuts the start at 48 characters, with the last word kept where 47 are shared', () => {
    const long = 'A title long enough to be cut at forty-eight characters';
    expect(forms([long])[0]![0]).toBe(`${Array.from(long).slice(0, 47).join('').trimEnd()}…`);
    const [a, b] = forms([`${long} (1)`, `${long} (2)`]).map((f) => f[0]);
    expect([a, b]).toEqual([expect.stringMatching(/… \(1\)$/), expect.stringMatching(/… \(2\)$/)]);
  });

  it('keeps the words where a title differs when its start and its end are both shared', () => {
    const family = ['2016 Q1', '2016 Q2', '2017 Q1', '2017 Q2'].map((quarter) => `Quarterly planning review for the platform group — ${quarter}: the build cache`);
    const all = forms(family);
    for (const [d, list] of all.entries()) {
      const quarter = family[d]!.match(/20\d\d Q\d/)![0];
      // Whole to 48 characters and cut to 140 px: the start, then the year and quarter.
      expect(list[0]).toMatch(new RegExp(`^Quarterly planning.*….*${quarter}.*…$`));
      expect(list[1]).toMatch(new RegExp(`^(Qu.*)?….*${quarter}.*…$`));
      for (const text of list.slice(1)) expect(measure(text)).toBeLessThanOrEqual(140);
    }
    // Every form, down to the narrowest (72 px: "…2016 Q1:…"), tells the four apart.
    for (const k of [0, 1, 2, 3]) expect(new Set(all.map((list) => list[Math.min(k, list.length - 1)])).size, `form ${k}`).toBe(4);
    for (const list of all) expect(measure(list[list.length - 1]!)).toBeLessThanOrEqual(72);
  });

  it('tells apart a title that another continues, by where it ends (probe 40 row 6)', () => {
    const family = ['sidecar 1', 'sidecar 10', 'mesh 1', 'mesh 10', 'edge proxy 1', 'edge proxy 2'].map((option) => `Architecture review of the payments gateway — option ${option}`);
    const all = forms(family);
    for (const k of [0, 1]) expect(new Set(all.map((list) => list[Math.min(k, list.length - 1)])).size, `form ${k}`).toBe(6);
    expect(all[0]![0]).toMatch(/…option sidecar 1$/);
  });

  it('keeps a short start before the words it keeps where a longer one does not fit (review 05m F8)', () => {
    const titles = ['Quarterly', 'Monthly'].flatMap((family) => [1, 2].map((q) => `${family} planning review for the platform — 2016 Q${q}: the build cache`));
    // At 96 px the four differ by their starts too ("Qua…2016 Q1:…", "Mon…2016 Q1:…"); at 72 px only the quarter fits.
    expect(new Set(forms(titles).map((list) => list[2])).size).toBe(4);
  });

  it('keeps the count of a numbered CJK title whose end is shared, and adds no "…" after an end', () => {
    const cut = narrowest(Array.from({ length: 12 }, (_, n) => `データ基盤チーム定例の振り返り：採用（第${n + 1}回）`));
    expect(new Set(cut).size).toBe(12);
    expect(cut[10]).toMatch(/…第11回）$/);
  });

  it('never splits a character from its marks, a joined emoji or a flag, and adds no tail to a title already cut', () => {
    const titles = ['国際会議の議題を決める🇯🇵🇺🇸', '国際会議の議題を決める🇯🇵🇫🇷', 'การประชุมเพื่อขึ้น', 'การประชุมเพื่อลง', 'Family 👨‍👩‍👧 plan for the next year of work here', 'Family 👨‍👩‍👧 plan for the next year of work there', 'Already cut by the data…', 'Already cut by the data …'];
    for (const list of forms(titles)) {
      for (const text of list) {
        expect(text).not.toMatch(/…[\p{M}\u200d\ufe0f]|[\u200d]…|^[\p{M}]/u);
        expect(text).not.toMatch(/…\p{Regional_Indicator}(?!\p{Regional_Indicator})/u);
        expect(text.split('…').length).toBeLessThanOrEqual(2);
      }
    }
  });

  it('draws no cut that fits more than four titles: a start many titles share is no landmark (probe 64 row 6a)', () => {
    const desks = ['Metro', 'Sport', 'Culture', 'Business', 'Opinion'];
    const titles = [
      ...Array.from({ length: 250 }, (_, k) => `Editorial standup — ${2020 + (k % 5)} week ${String(1 + ((k * 7) % 52)).padStart(2, '0')}: ${desks[k % 5]}`),
      ...Array.from({ length: 150 }, (_, k) => `Procurement review of the ticketing platform — vendor ${['Acme', 'Borealis', 'Cyan'][k % 3]} ${k}`),
      ...Array.from({ length: 40 }, (_, k) => `편집 회의 — ${2020 + (k % 4)}년 ${String(1 + k).padStart(2, '0')}주: 정정`),
    ];
    const all = forms(titles);
    let cuts = 0, alone = 0;
    for (const [d, list] of all.entries()) {
      for (const form of list.slice(1)) {
        const fitted = readAs(form, titles);
        cuts++;
        if (fitted.length === 1) alone++;
        expect(fitted, form).toContain(titles[d]);
        expect(fitted.length, form).toBeLessThanOrEqual(4);
      }
    }
    // The families keep cuts that tell them apart ("Edi…2020 week 01:…", "편…01주: 정정").
    expect(alone).toBeGreaterThan(titles.length);
    expect(all.flat()).not.toContain('Editoria…');
  });

  it('tells apart titles past the count read at their start by their end: 300 alike starts, ends that differ', () => {
    const titles = Array.from({ length: 300 }, (_, k) => `Weekly platform review and incident follow-up ${k}: ${['storage', 'billing', 'search'][k % 3]} ${['Ana', 'Ben', 'Chen', 'Dia', 'Eli'][k % 5]}${k}`);
    const all = forms(titles);
    for (const [d, list] of all.entries()) {
      expect(list.length, titles[d]).toBeGreaterThan(1);
      for (const form of list.slice(1)) expect(readAs(form, titles), form).toEqual([titles[d]]);
    }
  });

  it('keeps the start of a title three others share where nothing else fits: the pointer shows which', () => {
    const titles = ['용어집 동기화는 사람이 검토해야 하는가?', ...[7, 15, 23].map((n) => `용어집 동기화는 사람이 검토해야 하는가? (${n})`)];
    expect(forms(titles)[0]!.slice(1).every((form) => form.startsWith('용어'))).toBe(true);
    expect(forms(titles)[0]!.length).toBeGreaterThan(1);
  });

  it('gives nothing to draw for an empty title, and the whole of a short one', () => {
    expect(forms(['', 'Short'])).toEqual([[], ['Short']]);
  });
});
