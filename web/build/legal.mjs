// The licence and the changelog every package carries (the npm package, the Chrome extension and its
// zip, the Owlbear folder, the Roll20 one-click folder): MIT asks that its notice go with every copy,
// and Roll20's one-click library asks for MIT. Both live once, at the top of the repository.
//
//   import { copyLegalFiles } from '../build/legal.mjs';   copyLegalFiles(outDir)
import { copyFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The files, by name, as each package holds them (at its root). */
export const LEGAL_FILES = ['LICENSE', 'CHANGELOG.md'];

/** The repository's copy of `name` (one of LEGAL_FILES). */
export const legalSource = (name) => join(repo, name);

/** Copies LICENSE and CHANGELOG.md into `out` (a folder that exists). */
export function copyLegalFiles(out) {
  for (const f of LEGAL_FILES) copyFileSync(legalSource(f), join(out, f));
}
