// The graph's legend: node kinds, claim status in plain words (when the figure draws
// status), domain regions, and every relation type with its own dash and arrowhead.
import { edgeLineAttributes, LEGEND_RELATIONS } from './edgeStyles.ts';
import { escapeHtml } from '../core/escape.ts';
import { RELATION_LABELS } from './graphText.ts';
import { STATUS_EXPLAINED, STATUS_ORDER } from './statusWords.ts';
import type { RelationType } from '../graph/types.ts';

export function renderLegend(figureId: string, shows: { status: boolean; regions: boolean; read: boolean }): string {
  const edge = (type: RelationType) =>
    `<li><svg width="40" height="12" viewBox="0 0 40 12" aria-hidden="true"><line class="da-swatch da-swatch--${type}" x1="2" y1="6" x2="36" y2="6"${edgeLineAttributes(figureId, type)}/></svg>${escapeHtml(RELATION_LABELS[type])}</li>`;
  const node = (type: string, label: string, shape: string, extra = '') =>
    `<li><svg width="18" height="18" viewBox="-9 -9 18 18" aria-hidden="true"><g class="da-swatch-node node--${type}${extra}">${shape}</g></svg>${escapeHtml(label)}</li>`;
  const circle = '<circle class="node__shape" r="6"/>';
  const status = shows.status
    ? `<ul class="da-legend da-legend--status" aria-label="Claim status">${STATUS_ORDER.map((s) => node('claim', STATUS_EXPLAINED[s], circle, ` status-${s.toLowerCase()}`)).join('')}</ul>`
    : '';
  return `<ul class="da-legend" aria-label="Legend">${[
    node('persona', 'persona', circle),
    node('claim', 'claim', circle),
    node('claim', 'contested claim', circle, ' is-contested'),
    node('steelman', 'steelman', '<path class="node__shape" d="M0,-7L7,0L0,7L-7,0Z"/>'),
    node('synthesis', 'host synthesis', '<rect class="node__shape" x="-6" y="-6" width="12" height="12" rx="2"/>'),
    node('domain', 'domain', '<rect class="node__shape" x="-7" y="-5" width="14" height="10" rx="5"/>'),
    ...(shows.regions ? ['<li><svg width="22" height="14" viewBox="0 0 22 14" aria-hidden="true"><rect class="region" x="5" y="5" width="12" height="4" rx="2"/></svg>a domain’s region: its members</li>'] : []),
    node('question', 'open question', circle),
    ...LEGEND_RELATIONS.map(edge),
    ...(shows.read ? ['<li><svg width="40" height="12" viewBox="0 0 40 12" aria-hidden="true"><line class="da-swatch da-swatch--read" x1="2" y1="6" x2="36" y2="6"/></svg>faded: read from prose, not stated</li>'] : []),
  ].join('')}</ul>${status}`;
}
