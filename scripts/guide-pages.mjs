// The guides (docs/*.md) as pages of the documentation site `npm start` serves, at
// /docs/guides/<name>/, beside the element pages. A small Markdown reader for what the guides
// use — headings, paragraphs, lists, tables, fenced code, links, images, `code`, **strong**, *em* —
// rather than a dependency. Links between guides, to an element's reference and to the README
// point to the served pages; links to files the site does not serve keep their text only.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const escape = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** docs/elements.md is the element pages' own reference, generated: not a guide. */
export const guideNames = (dir = 'docs') =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.md') && f !== 'elements.md')
        .map((f) => f.slice(0, -3))
        .sort()
    : [];

/** A guide's title: its first heading, without Markdown. */
export const guideTitle = (markdown, name) => (/^# (.+)$/m.exec(markdown)?.[1] ?? name).replace(/[`*]/g, '').replace(/\\/g, '');

/** GitHub's heading anchors (lower case, punctuation dropped, spaces to hyphens), as the docs' links use them. */
export const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

/** Where a link in docs/ leads on the served site; null for a file the site does not serve. */
export function servedHref(href, guides) {
  if (/^[a-z]+:/i.test(href) || href.startsWith('#')) return href;
  const [file, anchor] = href.split('#');
  const name = file.replace(/^\.\//, '').replace(/\.md$/, '');
  if (name === 'elements') return anchor?.startsWith('ss-') ? `/docs/${anchor}/` : '/docs/';
  // The guides' pictures, copied beside the pages (writeGuidePages).
  if (name.startsWith('images/')) return `/docs/${name}`;
  if (file.endsWith('.md') && guides.includes(name)) return `/docs/guides/${name}/${anchor ? `#${anchor}` : ''}`;
  return null;
}

function inline(text, guides) {
  const codes = [];
  let s = escape(text).replace(/`([^`]+)`/g, (_, c) => `\uE000${codes.push(c) - 1}\uE000`);
  s = s
    .replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (_, alt, src) => {
      const to = servedHref(src.replace(/&amp;/g, '&'), guides);
      // The alt text as written: no emphasis is read into it.
      return to === null ? alt : `<img src="${escape(to)}" alt="${alt.replace(/\*/g, '&#42;')}">`;
    })
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label, href) => {
      const to = servedHref(href.replace(/&amp;/g, '&'), guides);
      return to === null ? label : `<a href="${escape(to)}">${label}</a>`;
    })
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[\s(])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
  return s.replace(/\uE000(\d+)\uE000/g, (_, i) => `<code>${codes[i]}</code>`);
}

const cells = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));
const dedent = (lines) => {
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length));
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0));
};
const LIST = /^(\s*)([-*]|\d+\.) /;

/** Markdown blocks to HTML. */
export function renderMarkdown(markdown, guides = guideNames()) {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const out = [];
  for (let i = 0; i < lines.length;) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
    } else if (/^\s*```/.test(line)) {
      const body = [];
      for (i++; i < lines.length && !/^\s*```/.test(lines[i]); i++) body.push(lines[i]);
      i++;
      out.push(`<pre><code>${escape(dedent(body).join('\n'))}</code></pre>`);
    } else if (/^#{1,6} /.test(line)) {
      const level = /^#+/.exec(line)[0].length;
      const text = line.slice(level + 1);
      out.push(`<h${level} id="${escape(slug(text))}">${inline(text, guides)}</h${level}>`);
      i++;
    } else if (/^\|/.test(line) && /^\|[\s:|-]+\|?\s*$/.test(lines[i + 1] ?? '')) {
      const head = cells(line);
      const rows = [];
      for (i += 2; i < lines.length && /^\|/.test(lines[i]); i++) rows.push(cells(lines[i]));
      out.push(
        `<div class="scroll"><table><thead><tr>${head.map((h) => `<th scope="col">${inline(h, guides)}</th>`).join('')}</tr></thead><tbody>\n${rows
          .map((r) => `<tr>${r.map((c) => `<td>${inline(c, guides)}</td>`).join('')}</tr>`)
          .join('\n')}\n</tbody></table></div>`,
      );
    } else if (LIST.test(line)) {
      const ordered = /^\s*\d/.test(line);
      const items = [];
      while (i < lines.length && LIST.test(lines[i])) {
        const m = LIST.exec(lines[i]);
        const item = [' '.repeat(m[0].length) + lines[i].slice(m[0].length)];
        for (i++; i < lines.length; i++) {
          const next = lines[i];
          if (LIST.test(next) && /^ */.exec(next)[0].length <= m[1].length) break;
          if (!next.trim() && !(lines[i + 1] ?? '').startsWith(' '.repeat(m[0].length))) break;
          if (next.trim() && !next.startsWith(' ') && !LIST.test(next)) break;
          item.push(next);
        }
        items.push(renderMarkdown(dedent(item).join('\n'), guides).replace(/^<p>([\s\S]*?)<\/p>(?=\n|$)/, '$1'));
        while (i < lines.length && !lines[i].trim() && LIST.test(lines[i + 1] ?? '')) i++;
      }
      const tag = ordered ? 'ol' : 'ul';
      out.push(`<${tag}>\n${items.map((it) => `<li>${it}</li>`).join('\n')}\n</${tag}>`);
    } else {
      const para = [];
      for (; i < lines.length && lines[i].trim() && !/^(\s*```|#{1,6} |\|)/.test(lines[i]) && !LIST.test(lines[i]); i++)
        para.push(lines[i].trim());
      out.push(`<p>${inline(para.join('\n'), guides)}</p>`);
    }
  }
  return out.join('\n');
}

/**
 * Writes <outDir>/guides/<name>/index.html for every guide in docs/, each in the element
 * pages' frame (`page(title, nav, body)`); returns the names written.
 */
export function writeGuidePages(outDir, page, nav, dir = 'docs') {
  const guides = guideNames(dir);
  if (existsSync(`${dir}/images`)) cpSync(`${dir}/images`, `${outDir}/images`, { recursive: true });
  for (const name of guides) {
    const markdown = readFileSync(`${dir}/${name}.md`, 'utf8');
    mkdirSync(`${outDir}/guides/${name}`, { recursive: true });
    writeFileSync(`${outDir}/guides/${name}/index.html`, page(guideTitle(markdown, name), nav(name), renderMarkdown(markdown, guides)));
  }
  return guides;
}
