// Reads a fixture the way the pipeline reads content: bytes → decoded source.
import { readFileSync } from 'node:fs';
import { decodeSource, type SourceText } from '../../src/lib/core/source.ts';

export const fixturePath = (name: string) => new URL(`../fixtures/${name}`, import.meta.url);

export function fixtureSource(name: string): SourceText {
  const decoded = decodeSource(name, readFileSync(fixturePath(name)));
  if (!decoded.ok) throw new Error(`fixture ${name} did not decode: ${decoded.diagnostic.message}`);
  return decoded.source;
}

export const textSource = (file: string, text: string): SourceText => ({ file, text });
