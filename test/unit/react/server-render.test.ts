// Server-side rendering of the React wrappers: react-dom/server writes each
// setting as the attribute the element reads, so a server-rendered page is right before
// hydration. Runs in Node, where there is no DOM.
import { describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import * as wrappers from '../../../react/index.js';
import { SsGallery as SsGalleryElement } from '../../../src/blocks/ss-gallery/ss-gallery.js';
import { SsVideo as SsVideoElement } from '../../../src/blocks/ss-video/ss-video.js';

const render = (component: unknown, props: Record<string, unknown>, ...children: unknown[]) =>
  renderToString(createElement(component as ComponentType, props as never, ...(children as never[])));

/** The attributes of the first element in html. */
function attributesOf(html: string): Record<string, string> {
  const tag = /^<[a-z-]+([^>]*)>/.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...tag.matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)].map((m) => [m[1], (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')]),
  );
}

describe('React wrappers rendered on the server', () => {
  it('write every setting as its attribute (name and text as the element reflects it)', () => {
    const html = render(
      wrappers.SsGallery,
      {
        design: 'slideshow',
        vSize: 5,
        loop: false,
        autoplay: true,
        imageAspectRatio: '16:9',
        className: 'hero',
        'aria-label': 'Featured',
        onSsGalleryChange: () => {},
      },
      createElement('img', { alt: 'One', 'data-src': '/a.jpg' }),
    );
    expect(html.startsWith('<ss-gallery')).toBe(true);
    const attrs = attributesOf(html);
    expect(attrs).toMatchObject({
      design: 'slideshow',
      'v-size': '5',
      loop: 'false',
      autoplay: 'true',
      'image-aspect-ratio': '16:9',
      class: 'hero',
      'aria-label': 'Featured',
    });
    expect(Object.keys(attrs).filter((a) => a.startsWith('on'))).toEqual([]);
    expect(html).toContain('<img alt="One" data-src="/a.jpg"/>');
  });

  it('the element reads back the same values from those attributes', () => {
    const props = { design: 'carousel', vSize: 7, loop: false, autoplay: true, thumbnails: true };
    const attrs = attributesOf(render(wrappers.SsGallery, props));
    void SsGalleryElement.observedAttributes; // finalizes the class: its properties are declared
    for (const [key, value] of Object.entries(props)) {
      const options = SsGalleryElement.elementProperties.get(key)!;
      const name = typeof options.attribute === 'string' ? options.attribute : key;
      const converter = options.converter as { fromAttribute(v: string | null): unknown };
      expect(converter.fromAttribute(attrs[name] ?? null), key).toEqual(value);
    }
  });

  it('leaves out what has no attribute (functions, objects the element keeps as properties)', () => {
    void SsVideoElement.observedAttributes;
    const objectProperty = [...SsVideoElement.elementProperties].find(([, o]) => o.attribute === false)?.[0];
    expect(objectProperty, 'ss-video has a property without an attribute').toBeDefined();
    const props: Record<string, unknown> = { mode: 'fit', providerName: 'Vimeo', onSsVideoPlay: () => {}, [objectProperty!]: { a: 1 } };
    const attrs = attributesOf(render(wrappers.SsVideo, props));
    expect(attrs).toMatchObject({ mode: 'fit', 'data-provider-name': 'Vimeo' });
    expect(Object.values(attrs).filter((v) => v.includes('[object') || v.includes('"a":1'))).toEqual([]);
  });

  it.each(Object.keys(wrappers))('%s renders its tag on the server', (name) => {
    const html = render((wrappers as Record<string, unknown>)[name], { id: 'x' });
    const tag = name.replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase());
    expect(html).toBe(`<${tag} id="x"></${tag}>`);
  });
});
