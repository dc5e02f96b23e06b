// Log text as plain text (core/plainText.ts), here for the renderers and the graph's browser script.
export { labelText, nameText, plainText, withoutCutLink } from '../core/plainText.ts';
