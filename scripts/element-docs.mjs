// docs/elements.md: every element's reference (attributes, properties, events, slots,
// parts, CSS custom properties), generated from custom-elements.json like the wrappers.
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { eventTypes, detailFields } from './event-types.mjs';

const cell = (s) =>
  String(s ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n+/g, ' ');
function table(title, head, rows) {
  if (!rows?.length) return '';
  return `**${title}**\n\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|\n${rows
    .map((r) => `| ${r.map(cell).join(' | ')} |`)
    .join('\n')}\n\n`;
}

/** An element's documented public fields or methods (not static, private or protected). */
export const publicMembers = (el, kind) =>
  (el.members ?? []).filter((m) => m.kind === kind && !m.static && m.privacy !== 'private' && m.privacy !== 'protected' && m.description);

/** A method's call as code: `hide(result?, source?)`. */
export const methodCall = (m) =>
  `${m.name}(${(m.parameters ?? []).map((p) => `${p.rest ? '...' : ''}${p.name}${p.optional || p.default !== undefined ? '?' : ''}`).join(', ')})`;

/** A method's parameters, one line each: name, type, default and description as the JSDoc gives them. */
export const methodParameters = (m) =>
  (m.parameters ?? []).map((p) => ({
    name: p.name,
    type: p.type?.text ?? '',
    default: p.default ?? '',
    description: p.description ?? '',
  }));

/** A parameter as one Markdown line: `name`: `type` (default `x`) — description. */
const parameterText = (p) =>
  `\`${p.name}\`${p.type ? `: \`${p.type}\`` : ''}${p.default ? ` (default \`${p.default}\`)` : ''}${p.description ? ` — ${p.description}` : ''}`;

export function docsSource(manifest) {
  const parts = ['# Element reference\n\nGenerated from `custom-elements.json` by `npm run manifest`. Do not edit.\n'];
  const els = (manifest.modules ?? []).flatMap((m) => (m.declarations ?? []).filter((d) => d.customElement && d.tagName));
  els.sort((a, b) => a.tagName.localeCompare(b.tagName));
  parts.push(els.map((e) => `- [\`<${e.tagName}>\`](#${e.tagName})`).join('\n') + '\n');
  const declared = eventTypes();
  const detail = (e) => {
    const type = e.type?.text ?? '';
    const fields = detailFields(type, declared);
    return fields ? `\`${type}\`: \`${fields}\`` : type ? `\`${type}\`` : '';
  };
  for (const el of els) {
    const attrs = (el.attributes ?? []).map((a) => [
      `\`${a.name}\``,
      a.fieldName ? `\`${a.fieldName}\`` : '',
      a.type?.text ?? '',
      a.default ?? '',
      a.description ?? '',
    ]);
    const props = publicMembers(el, 'field').map((m) => [`\`${m.name}\``, m.type?.text ?? '', m.default ?? '', m.description]);
    const methods = publicMembers(el, 'method').map((m) => [
      `\`${methodCall(m)}\``,
      methodParameters(m).map(parameterText).join('<br>'),
      m.return?.type?.text ? `\`${m.return.type.text}\`` : '',
      m.description,
    ]);
    parts.push(
      `## <a id="${el.tagName}"></a>\`<${el.tagName}>\`\n\n${el.summary ? el.summary + '\n\n' : ''}${el.description ?? ''}\n\n` +
        table('Attributes', ['attribute', 'property', 'type', 'default', 'description'], attrs) +
        table('Properties', ['property', 'type', 'default', 'description'], props) +
        table('Methods', ['method', 'parameters', 'returns', 'description'], methods) +
        table(
          'Events',
          ['event', 'detail', 'description'],
          (el.events ?? []).map((e) => [`\`${e.name}\``, detail(e), e.description ?? '']),
        ) +
        table(
          'Slots',
          ['slot', 'description'],
          (el.slots ?? []).map((s) => [s.name ? `\`${s.name}\`` : '(default)', s.description ?? '']),
        ) +
        table(
          'CSS parts',
          ['part', 'description'],
          (el.cssParts ?? []).map((p) => [`\`${p.name}\``, p.description ?? '']),
        ) +
        table(
          'CSS custom properties',
          ['property', 'default', 'description'],
          (el.cssProperties ?? []).map((p) => [`\`${p.name}\``, p.default ?? '', p.description ?? '']),
        ),
    );
  }
  return parts.join('\n');
}

/** Writes docs/elements.md (or, with dryRun, says whether it is stale). */
export function writeDocs(manifest, { dryRun }) {
  const file = 'docs/elements.md';
  const source = docsSource(manifest);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (current === source) return [];
  if (!dryRun) {
    mkdirSync('docs', { recursive: true });
    writeFileSync(file, source);
  }
  return [file];
}
