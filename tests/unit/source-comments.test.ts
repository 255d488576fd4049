import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Comments in the product's code say why, in words a newcomer can follow without the issue tracker,
 * and the files they name exist (docs/adr/0009-one-home-per-flow.md, point 10). Both went wrong once
 * already: comments read "(issue 20)" where the reason belonged, and named charts that had moved.
 * Tests may still point at an issue as the origin of a case; the product's code may not.
 */

const ROOT = join(import.meta.dirname, '../..');
const ZONES = ['contract', 'machines', 'server', 'src'];
const SOURCE = /\.(ts|tsx|css)$/;

const tracked: string[] = execFileSync('git', ['ls-files', '--', ...ZONES], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && existsSync(join(ROOT, file)));

/** Every comment of a file, with its line: TypeScript's scanner for code, the block comments for CSS. */
function commentsOf(file: string): { line: number; text: string }[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  if (file.endsWith('.css')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ line: lineOf(m.index), text: m[0] }));
  }
  const comments: { line: number; text: string }[] = [];
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    text,
  );
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      comments.push({ line: lineOf(scanner.getTokenStart()), text: scanner.getTokenText() });
    }
  }
  return comments;
}

const comments = tracked.flatMap((file) => commentsOf(file).map((comment) => ({ file, ...comment })));

/** The names of every file in the repository, for a comment that names a file without its folder. */
const trackedNames = new Set(
  execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .flatMap((file) => [file, basename(file)]),
);

/** `a/b/c.ts`, `c-machine.ts`, `docs/x.md`: a file name as comments write it (not a URL path, not `virtual:`). */
const FILE_NAME =
  /(?<![\w./:-])((?:\.{1,2}\/)?(?:[\w.-]+\/)*\w[\w-]*(?:\.[\w-]+)*\.(?:tsx?|css|md|json|html|mjs))(?![\w/])/g;

/**
 * Files that comments may name though the repository does not hold them: the product's design
 * documents (shared with the product owner, beside the repository), a file of a package, and what
 * the build writes.
 */
const OUTSIDE = new Set(['ARCHITECTURE.md', 'CONTRACT.md', 'STYLE.md', 'storefront-spec.md', 'unicode.json']);
const BUILT = /^dist\//;

/** A name with folders is read from the commenting file's folder, its zone's root or the repository's. */
function exists(file: string, name: string): boolean {
  if (OUTSIDE.has(name) || BUILT.test(name) || trackedNames.has(name)) return true;
  const zone = file.split('/')[0] ?? '';
  return [dirname(file), zone].some((folder) => existsSync(join(ROOT, folder, name)));
}

describe("the product's comments", () => {
  it('are read from the source zones', () => {
    expect(tracked.length).toBeGreaterThan(300);
    expect(comments.length).toBeGreaterThan(1000);
  });

  it('say why instead of citing an issue number', () => {
    const citing = comments
      .filter(({ text }) => /\bissues?\s*#?\d+/i.test(text))
      .map(({ file, line, text }) => `${file}:${line} ${text.match(/[^\n]*\bissues?\s*#?\d+[^\n]*/i)?.[0]}`);
    expect(citing).toEqual([]);
  });

  it('name only files that exist', () => {
    const stale = comments.flatMap(({ file, line, text }) =>
      [...text.matchAll(FILE_NAME)]
        .map(([, name = '']) => name)
        .filter((name) => !exists(file, name))
        .map((name) => `${file}:${line} ${name}`),
    );
    expect(stale).toEqual([]);
  });
});
