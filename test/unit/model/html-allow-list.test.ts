// The allow-list owner-written HTML is rebuilt with (services/html/sanitize-html.ts applies it to
// the parsed markup; the form's shapes test checks the result in the page).
import { describe, expect, it } from 'vitest';
import { allowedAttribute, elementRule } from '../../../src/model/html-allow-list.js';

describe('elementRule', () => {
  it('keeps text markup, drops what runs or embeds with its content, unwraps the rest', () => {
    expect(['p', 'a', 'strong', 'img', 'table'].map(elementRule)).toEqual(['keep', 'keep', 'keep', 'keep', 'keep']);
    expect(['script', 'style', 'iframe', 'svg', 'form', 'template'].map(elementRule)).toEqual([
      'drop',
      'drop',
      'drop',
      'drop',
      'drop',
      'unwrap',
    ]);
    expect(['section', 'font', 'custom-thing'].map(elementRule)).toEqual(['unwrap', 'unwrap', 'unwrap']);
  });
});

describe('allowedAttribute', () => {
  it('keeps the listed attributes as written, drops the others (handlers, styles, ids)', () => {
    expect(allowedAttribute('p', 'class', 'lead')).toBe('lead');
    expect(allowedAttribute('td', 'colspan', '2')).toBe('2');
    expect(allowedAttribute('p', 'onclick', 'x()')).toBeUndefined();
    expect(allowedAttribute('p', 'style', 'color:red')).toBeUndefined();
    expect(allowedAttribute('p', 'id', 'a')).toBeUndefined();
  });

  it('keeps only safe URLs; an image only from the web', () => {
    expect(allowedAttribute('a', 'href', 'https://example.com/')).toBe('https://example.com/');
    expect(allowedAttribute('a', 'href', 'mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(allowedAttribute('a', 'href', 'javascript:alert(1)')).toBeUndefined();
    expect(allowedAttribute('img', 'src', '/a.jpg')).toBe('/a.jpg');
    expect(allowedAttribute('img', 'src', 'data:image/svg+xml,<svg/>')).toBeUndefined();
    expect(allowedAttribute('img', 'src', 'mailto:a@example.com')).toBeUndefined();
  });
});
