// Every link in the README and the docs resolves inside the repository and inside the
// package: relative links name files the tarball carries, and every #anchor
// names a heading or an explicit anchor of the page it points to.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { slug } from '../../../scripts/guide-pages.mjs';

const DOCS = [
  'README.md',
  'CHANGELOG.md',
  'bench/README.md',
  'demo/server/README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const packed: string[] = JSON.parse(readFileSync('package.json', 'utf8')).files;
const inPackage = (file: string) => packed.some((entry) => file === entry || file.startsWith(`${entry}/`));

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  const anchors = new Set<string>();
  for (const m of text.matchAll(/^#{1,6} (.+)$/gm)) anchors.add(slug(m[1].replace(/<a id="[^"]*"><\/a>/g, '')));
  for (const m of text.matchAll(/<a id="([^"]+)">/g)) anchors.add(m[1]);
  return anchors;
}

function linksOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/i.test(l));
}

describe('links in the README and the docs', () => {
  it.each(DOCS)('%s: every relative link and anchor resolves, in the repository and the package', (doc) => {
    expect(inPackage(doc), `${doc} is in the package`).toBe(true);
    for (const link of linksOf(doc)) {
      const [path, anchor] = link.split('#');
      const target = path ? normalize(join(dirname(doc), path)) : doc;
      expect(existsSync(target), `${doc} → ${link}`).toBe(true);
      expect(target.startsWith('..'), `${doc} → ${link} points outside the repository`).toBe(false);
      expect(inPackage(target), `${doc} → ${link}: ${target} is not in package.json "files"`).toBe(true);
      if (anchor && target.endsWith('.md')) expect([...anchorsOf(target)], `${doc} → ${link}`).toContain(anchor);
    }
  });

  it('no doc sends a reader outside the repository (../)', () => {
    for (const doc of DOCS) expect(readFileSync(doc, 'utf8'), doc).not.toMatch(/\.\.\/shared\//);
  });
});
