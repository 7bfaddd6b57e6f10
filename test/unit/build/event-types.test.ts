// The manifest and docs/elements.md give every event its detail type, taken from the event
// maps the blocks declare (the gallery's detail column was empty).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { eventTypes, withEventTypes } from '../../../scripts/event-types.mjs';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const events = (manifest.modules as { declarations?: { tagName?: string; events?: { name: string; type?: { text: string } }[] }[] }[])
  .flatMap((m) => m.declarations ?? [])
  .filter((d) => d.tagName)
  .flatMap((d) => (d.events ?? []).map((e) => ({ tag: d.tagName!, ...e })));

describe('event types in the manifest and the docs', () => {
  it('every element event is typed with its detail, as its event map declares it', () => {
    const { events: declared } = eventTypes();
    expect(events.length).toBeGreaterThan(10);
    for (const e of events) {
      expect(e.type?.text, `${e.tag} ${e.name}`).toBe(declared.get(e.name));
      expect(e.type?.text, `${e.tag} ${e.name}`).toMatch(/^CustomEvent<.+>$/);
    }
  });

  it('an event whose @fires gives no type takes it from the event map', () => {
    const m = { modules: [{ declarations: [{ tagName: 'ss-x', events: [{ name: 'ss-x-go' }] }] }] };
    withEventTypes(m, { events: new Map([['ss-x-go', 'CustomEvent<XGoDetail>']]) });
    expect(m.modules[0].declarations[0].events[0]).toEqual({ name: 'ss-x-go', type: { text: 'CustomEvent<XGoDetail>' } });
  });

  it("docs/elements.md shows each event's detail fields", () => {
    const docs = readFileSync('docs/elements.md', 'utf8');
    expect(docs).toContain(
      '| `ss-gallery-change` | `CustomEvent<GalleryChangeDetail>`: `{ index: number; previousIndex: number; slide: GallerySlide; source: GallerySource }` |',
    );
    for (const e of events) expect(docs, e.name).toMatch(new RegExp(`\\| \`${e.name}\` \\| \`CustomEvent<`));
  });
});
