// Every file under content/debates/ through the pipeline. One bad file never hides or
// corrupts the others: all problems of all files come back together.
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { sortDiagnostics, type Diagnostic } from '../core/diagnostics.ts';
import { isWindowsDeviceName, type DebateSlug } from '../core/ids.ts';
import { decodeSource } from '../parse/source.ts';
import { mergeDebates, readAliasFile, type AliasFile, type MergeInput, type MergeResult } from '../merge/mergeDebates.ts';
import { partialOf } from '../core/result.ts';
import { compareDebatesNewestFirst, type DebateRecord } from './debateRecord.ts';
import { DEBATE_EXTENSIONS } from '../formats/registry.ts';
import { processDebate } from './processDebate.ts';
import { contentDigest } from './contentDigest.ts';
import { readGitLog, type GitLog } from './gitLog.ts';
import { listArchive, readDebateBytes, type ArchiveFile } from './listArchive.ts';
import { AddressBook, spelledApart } from './addresses.ts';
import { locateRelationProblems } from './locateRelations.ts';
import { appendAll } from '../core/arrays.ts';
import { correctionsPathFor, CORRECTIONS_SUFFIX, isCorrectionsFile, sidecarKey } from '../corrections/schema.ts';
import { visibleSpelling } from '../core/terminalText.ts';

export interface Archive {
  debates: DebateRecord[];
  /** `aliases.json` beside the debates folder (content/aliases.json), when there is one. */
  aliases?: AliasFile;
  diagnostics: Diagnostic[];
  /** The merge computed while checking aliases (absent with `merge: false`): the atlas reuses it. */
  merge?: MergeResult;
  /** How many records came back from `reuse` instead of being processed. */
  reused: number;
  /** The debates folder's git log (paths relative to the folder), when it is in a repository. */
  gitLog?: GitLog;
  /** The debates whose files failed their checks, when some did: a reference into one is not checked. */
  failed?: DebateSlug[];
  /** Those debates' valid parts (`incomplete`; an empty graph for a file with none), for a merge made later (`merge: false`). */
  failedParts?: MergeInput[];
}

/** The aliases file lives beside the debates folder: content/aliases.json. */
export const aliasesPathFor = (debatesDir: string): string => path.join(path.dirname(path.resolve(debatesDir)), 'aliases.json');

/**
 * Files and folders whose name starts with "_" or "." are skipped, so notes and drafts
 * can live beside debates. `displayRoot` is what file names in diagnostics are relative to.
 */
export interface LoadOptions {
  /**
   * A record processed earlier from the same bytes, name and pipeline (see contentDigest):
   * returned as it is, so an unchanged debate is never parsed or laid out again.
   */
  reuse?: (slug: DebateSlug, digest: string) => DebateRecord | undefined;
  /** Mixed into every digest: what else the records depend on (the pipeline's code). */
  pipelineVersion?: string;
  /** false: skip the merge (a caller that merges several archives together does it once). */
  merge?: boolean;
  /** A missing folder is a problem, not an empty archive (a folder named explicitly). */
  required?: boolean;
}

/** Files read ahead of the one being processed (each at most MAX_SOURCE_BYTES). */
const READ_AHEAD = 8;

interface Candidate { absolute: string; file: string; slug: DebateSlug; sidecar?: ArchiveFile }

export async function loadArchive(debatesDir: string, displayRoot: string = process.cwd(), options: LoadOptions = {}): Promise<Archive> {
  // Links are never followed; unreadable entries are problems, not aborts (listArchive.ts).
  const listing = await listArchive(debatesDir, displayRoot, { required: options.required });
  const diagnostics: Diagnostic[] = [...listing.diagnostics];
  const gitLog = await readGitLog(debatesDir);
  const relativeOf = new Map<DebateSlug, string>();
  const candidates = debateCandidates(listing.files, relativeOf, diagnostics);
  const failed: MergeInput[] = [];
  const { debates, reused } = await processCandidates(candidates, options, { diagnostics, failed });
  // A file that failed with no valid part to hand on is still a debate of the archive: a
  // reference into it is not said to name a missing debate.
  const given = new Set([...debates, ...failed].map((d) => d.slug as string));
  for (const { slug, file } of candidates) if (!given.has(slug)) failed.push({ slug, file, graph: { topic: '', meta: { tags: [] }, nodes: [], edges: [] }, incomplete: true });
  const aliases = await readAliases(aliasesPathFor(debatesDir), displayRoot, diagnostics);
  // The atlas merge checks every alias (missing debates or nodes, kind conflicts) now, so
  // a bad alias fails validation and the build like any other problem.
  for (const [i, debate] of debates.entries()) debates[i] = withCommitDate(debate, gitLog?.firstAdded.get(relativeOf.get(debate.slug) ?? ''));
  // A failed debate's valid parts are merged too (`incomplete`), so its alias problems and
  // those naming it are listed with its own; the archive has failed, so no atlas is published.
  const inputs: MergeInput[] = [...debates.map((d) => ({ slug: d.slug, file: d.file, graph: d.graph })), ...failed];
  const merged = options.merge === false ? undefined : await locateRelationProblems(mergeDebates(inputs, aliases), displayRoot);
  appendAll(diagnostics, merged?.diagnostics ?? []);
  return {
    debates: debates.sort(compareDebatesNewestFirst),
    ...(aliases ? { aliases } : {}),
    diagnostics: sortDiagnostics(diagnostics),
    ...(merged ? { merge: merged } : {}),
    reused,
    ...(gitLog ? { gitLog } : {}),
    ...(failed.length > 0 ? { failed: failed.map((d) => d.slug).sort(), failedParts: failed } : {}),
  };
}

/** The debate files with their addresses and correction files; the other files are problems. */
function debateCandidates(files: readonly ArchiveFile[], relativeOf: Map<DebateSlug, string>, diagnostics: Diagnostic[]): Candidate[] {
  const addresses = new AddressBook('/debates/');
  const candidates: Candidate[] = [];
  // Correction files are no debates: each belongs to the log beside it (corrections/schema.ts).
  const sidecars = new Map<string, ArchiveFile[]>();
  for (const entry of files) {
    if (!isCorrectionsFile(entry.relative)) continue;
    const twins = sidecars.get(sidecarKey(entry.relative));
    if (twins === undefined) sidecars.set(sidecarKey(entry.relative), [entry]);
    else twins.push(entry);
  }
  const claimed = new Set<string>();
  for (const { relative, absolute, file } of files) {
    if (isCorrectionsFile(relative)) continue;
    if (!DEBATE_EXTENSIONS.some((ext) => relative.toLowerCase().endsWith(ext))) {
      diagnostics.push({ severity: 'warning', code: 'ignored-file', file, message: `ignored: not a debate file (${DEBATE_EXTENSIONS.join(', ')})` });
      continue;
    }
    const claim = addresses.claim(relative, file);
    if (!claim.ok) {
      diagnostics.push(claim.diagnostic);
      continue;
    }
    const { slug } = claim;
    const segments = relative.split('/');
    const at = segments.findIndex(isWindowsDeviceName);
    if (at !== -1) {
      // The rename that keeps the address: the address's segment as the name (`con_.json`, `nul-tar.json`, a folder `con_`).
      const last = at === segments.length - 1;
      const keeps = `${slug.split('/')[at]}${last ? path.extname(relative) : ''}`;
      diagnostics.push({ severity: 'warning', code: 'windows-name', file, message: `"${segments[at]}" is a device name on Windows: the repository cannot be checked out there with this file; its page is at /debates/${slug}/, so renaming the ${last ? 'file' : 'folder'} to ${keeps} keeps the address` });
    }
    relativeOf.set(slug, relative);
    const sidecar = sidecarOf(sidecars, correctionsPathFor(relative));
    if (sidecar !== undefined) claimed.add(sidecar.relative);
    candidates.push({ absolute, file, slug, ...(sidecar ? { sidecar } : {}) });
  }
  for (const twins of sidecars.values()) {
    const applied = twins.find((t) => claimed.has(t.relative));
    for (const { relative, file } of twins) if (!claimed.has(relative)) diagnostics.push(orphanCorrections(relative, file, applied));
  }
  return candidates;
}

/** The log's correction file: the one of its exact name, else one whose name differs only in Unicode normalisation. */
function sidecarOf(sidecars: ReadonlyMap<string, ArchiveFile[]>, wanted: string): ArchiveFile | undefined {
  const twins = sidecars.get(sidecarKey(wanted));
  return twins?.find((t) => t.relative === wanted) ?? twins?.[0];
}

/** A correction file no log claims; beside a twin that one did, the two names are written out so they read apart. */
function orphanCorrections(relative: string, file: string, applied: ArchiveFile | undefined): Diagnostic {
  const base = relative.slice(relative.lastIndexOf('/') + 1, -CORRECTIONS_SUFFIX.length);
  const message = applied === undefined
    ? `a correction file with no debate beside it; it corrects the log of the same name (${visibleSpelling(base)}.json or .md)`
    : `a second correction file for one log: its name differs from ${applied.file}, the one applied, only in Unicode normalisation${spelledApart(file, applied.file)}; remove one`;
  return { severity: 'error', code: 'orphan-corrections', file, message };
}

/**
 * Each candidate read, reused or processed. The next few files are read while one is
 * processed, so the disk and the parser work at the same time.
 */
/** Where each file's problems go, and the valid parts of each failed file (for the merge). */
interface Findings { diagnostics: Diagnostic[]; failed: MergeInput[] }

async function processCandidates(candidates: readonly Candidate[], options: LoadOptions, findings: Findings): Promise<{ debates: DebateRecord[]; reused: number }> {
  const { diagnostics } = findings;
  const debates: DebateRecord[] = [];
  let reusedCount = 0;
  const reads = candidates.map(() => undefined as ReturnType<typeof readDebateBytes> | undefined);
  const readAt = (i: number) => (reads[i] ??= readDebateBytes(candidates[i]!.absolute));
  for (const [i, { file, slug, sidecar }] of candidates.entries()) {
    for (let next = i; next < Math.min(i + READ_AHEAD, candidates.length); next++) readAt(next);
    const bytes = await readAt(i);
    reads[i] = undefined;
    if (!(bytes instanceof Uint8Array)) {
      diagnostics.push({ severity: 'error', code: bytes.code, file, message: bytes.message });
      continue;
    }
    const sidecarBytes = sidecar === undefined ? undefined : await readDebateBytes(sidecar.absolute);
    if (sidecar !== undefined && !(sidecarBytes instanceof Uint8Array)) {
      diagnostics.push({ severity: 'error', code: sidecarBytes!.code, file: sidecar.file, message: sidecarBytes!.message });
      continue;
    }
    const corrections = sidecar === undefined ? undefined : { file: sidecar.file, bytes: sidecarBytes as Uint8Array };
    const digest = contentDigest(bytes, file, slug, options.pipelineVersion ?? '', corrections);
    const reused = options.reuse?.(slug, digest);
    if (reused !== undefined) {
      reusedCount++;
      appendAll(diagnostics, reused.warnings);
      debates.push(reused);
      continue;
    }
    const record = processBytes({ file, bytes }, slug, corrections, findings);
    if (record !== undefined) debates.push({ ...record, digest });
  }
  return { debates, reused: reusedCount };
}

function processBytes(log: { file: string; bytes: Uint8Array }, slug: DebateSlug, corrections: { file: string; bytes: Uint8Array } | undefined, { diagnostics, failed }: Findings): DebateRecord | undefined {
  const decoded = decodeSource(log.file, log.bytes);
  if (!decoded.ok) {
    diagnostics.push(decoded.diagnostic);
    return undefined;
  }
  const decodedSidecar = corrections === undefined ? undefined : decodeSource(corrections.file, corrections.bytes);
  if (decodedSidecar !== undefined && !decodedSidecar.ok) {
    diagnostics.push(decodedSidecar.diagnostic);
    return undefined;
  }
  const result = processDebate(decoded.source, slug, undefined, decodedSidecar?.source);
  appendAll(diagnostics, result.diagnostics);
  const partial = partialOf(result);
  if (partial !== undefined) failed.push({ slug, file: log.file, graph: partial, incomplete: true });
  return result.ok ? result.value : undefined;
}

/** content/aliases.json, decoded and parsed; its problems go to `diagnostics`. */
export async function readAliases(absolute: string, displayRoot: string, diagnostics: Diagnostic[], options: { required?: boolean } = {}): Promise<AliasFile | undefined> {
  const file = toPosix(path.relative(displayRoot, absolute));
  const stats = await lstat(absolute).catch(() => null);
  if (stats === null) {
    // Beside an archive the file is optional; named on the command line it must exist.
    if (options.required) diagnostics.push({ severity: 'error', code: 'unreadable', file, message: 'no such file' });
    return undefined;
  }
  if (stats.isSymbolicLink()) {
    diagnostics.push({ severity: 'error', code: 'symlink', file, message: 'a symbolic link: links are never followed; put the file itself here' });
    return undefined;
  }
  const bytes = await readDebateBytes(absolute);
  if (!(bytes instanceof Uint8Array)) {
    diagnostics.push({ severity: 'error', code: bytes.code, file, message: bytes.message });
    return undefined;
  }
  const decoded = decodeSource(file, bytes);
  if (!decoded.ok) {
    diagnostics.push(decoded.diagnostic);
    return undefined;
  }
  // The groups as far as they could be read, even with problems: the merge then checks
  // every other reference, so one run lists every problem of the file.
  const read = readAliasFile(decoded.source);
  appendAll(diagnostics, read.diagnostics);
  return read.aliases;
}

/** An undated debate gets the date its file was first committed; a dated one keeps none. */
function withCommitDate(debate: DebateRecord, committed: string | undefined): DebateRecord {
  const { committed: _old, ...rest } = debate;
  return debate.date === undefined && committed !== undefined ? { ...rest, committed } : rest;
}

const toPosix = (p: string) => p.split(path.sep).join('/');
