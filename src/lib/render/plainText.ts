// Log text as plain text (core/plainText.ts), here for the renderers.
export { labelText, nameText, plainText, withoutCutLink } from '../core/plainText.ts';
