// The JavaScript budget of issue 5: a debate page ships under 60 KB gzip at startup
// (d3 modules imported one by one). Prints the figures of every page type.
import { describe, expect, it } from 'vitest';
import { DEBATE_PAGE_BUDGET, formatBudgetTable, measureJsBudget, overBudget, staticImports } from '../../scripts/check-js-budget.ts';
import { fixtureSite } from '../support/fixtureSites.ts';

describe('the JavaScript budget', () => {
  it('finds static imports, not dynamic ones', () => {
    expect(staticImports('import{a as b}from"./x.js";import"./y.js";export*from"./z.js";const m=import("./lazy.js");')).toEqual(['./x.js', './y.js', './z.js']);
    expect(staticImports('import { a } from \'../chunk.js\';\nexport { b } from "/_astro/c.js"')).toEqual(['../chunk.js', '/_astro/c.js']);
  });

  const site = fixtureSite('sample');
  it('keeps every debate page of the sample site under 60 KB gzip', () => {
    expect(site.status, site.output).toBe(0);
    const rows = measureJsBudget(site.outDir);
    console.log(formatBudgetTable(rows));
    const debates = rows.filter((r) => r.type.startsWith('debate'));
    expect(debates.length).toBeGreaterThanOrEqual(3);
    for (const row of debates) {
      // The graph's script and the d3 chunk it imports are counted.
      expect(row.files.some((f) => f.name.endsWith('.js')), row.type).toBe(true);
      expect(row.gzip, row.type).toBeLessThan(DEBATE_PAGE_BUDGET);
    }
    expect(overBudget(rows)).toEqual([]);
  });
});
