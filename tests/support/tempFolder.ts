// The one way a spec makes a temporary folder: a new folder under the system's temporary
// folder, removed when the test that made it has finished, or, made outside a test (at a
// file's or a describe's top), once that file's or describe's tests are done. So no run
// leaves folders behind in /tmp (issue 29). Folders a suite keeps on purpose (the fixture
// sites its global setup builds and shares between files) are not made here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/**
 * A new, empty folder named `<prefix>XXXXXX` under the temporary folder, removed after the
 * test that called this (in a test or its beforeEach), else after the enclosing file or
 * describe. Not for a beforeAll hook: there neither hook can be registered; make the
 * folder at the file's top instead.
 */
export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  const remove = (): void => rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  try {
    onTestFinished(remove);
  } catch {
    // Outside a test: while the file is collected, where afterAll belongs to its file or describe.
    afterAll(remove);
  }
  return folder;
}
