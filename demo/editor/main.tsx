// The React editor demo: the same elements as the published page, embedded through the
// generated wrappers, with their settings driven by React state and their events logged.
import { StrictMode, useState, useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { SsAccordion, SsGallery, SsMenu } from '../../react/index.js';

const PHOTOS: [string, string][] = [
  ['coast', '2500x1667'], ['dunes', '2500x1667'], ['alpine', '2500x3750'], ['meadow', '2500x1875'],
  ['harbour', '2500x1406'], ['forest', '2500x3125'], ['canyon', '2500x1667'], ['lagoon', '2500x2500'],
];
const DESIGNS = ['grid', 'autogrid', 'autocolumns', 'autorows', 'list', 'slideshow', 'slider', 'carousel', 'stacked'];

function useLog() {
  const [lines, setLines] = useState<string[]>([]);
  const add = useCallback((line: string) => setLines((l) => [line, ...l].slice(0, 30)), []);
  return [lines, add] as const;
}

function App() {
  const [allowMultiple, setAllowMultiple] = useState(false);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [design, setDesign] = useState('grid');
  const [lightbox, setLightbox] = useState(true);
  const [lines, log] = useLog();
  const layout = design === 'autorows' ? { layout: 'autorows' } : { design };

  return (
    <div className="editor">
      <aside className="editor-panel" aria-label="Block settings">
        <h1>ss-blocks · editor</h1>
        <fieldset>
          <legend>Accordion</legend>
          <label>
            <input type="checkbox" checked={allowMultiple} onChange={(e) => setAllowMultiple(e.target.checked)} />
            Allow several open
          </label>
        </fieldset>
        <fieldset>
          <legend>Menu</legend>
          <label>
            Selected tab
            <select value={selectedIndex} onChange={(e) => setSelectedIndex(Number(e.target.value))}>
              <option value={0}>Breakfast</option>
              <option value={1}>Lunch</option>
              <option value={2}>Drinks</option>
            </select>
          </label>
        </fieldset>
        <fieldset>
          <legend>Gallery</legend>
          <label>
            Design
            <select value={design} onChange={(e) => setDesign(e.target.value)}>
              {DESIGNS.map((d) => <option key={d}>{d}</option>)}
            </select>
          </label>
          <label>
            <input type="checkbox" checked={lightbox} onChange={(e) => setLightbox(e.target.checked)} />
            Lightbox on click
          </label>
        </fieldset>
        <h2 style={{ fontSize: '1rem' }} id="events-title">Events</h2>
        <div className="editor-log" role="log" aria-labelledby="events-title">{lines.join('\n')}</div>
        <p><a href="/">Published page</a> · <a href="/__ss/inspector">Inspector</a></p>
      </aside>

      <main className="editor-preview">
        <section aria-labelledby="acc-title">
          <h2 id="acc-title">Workshops</h2>
          <SsAccordion allowMultiple={allowMultiple} onSsAccordionToggle={(e) => log(`ss-accordion-toggle ${JSON.stringify(e.detail)}`)}>
            <h3><button>Printing in the darkroom</button></h3>
            <div hidden><p>Two Saturdays, silver gelatin prints from your own negatives.</p></div>
            <h3><button>Field day on the cape</button></h3>
            <div hidden><p>Dawn to noon on the western cape, with breakfast.</p></div>
            <h3><button>Editing for print</button></h3>
            <div hidden><p>An evening on colour, paper and proofing.</p></div>
          </SsAccordion>
        </section>

        <section aria-labelledby="menu-title">
          <h2 id="menu-title">The café</h2>
          <SsMenu
            selectedIndex={selectedIndex}
            onSsMenuChange={(e) => {
              setSelectedIndex(e.detail.index);
              log(`ss-menu-change ${JSON.stringify(e.detail)}`);
            }}
          >
            <button role="tab">Breakfast</button>
            <button role="tab">Lunch</button>
            <button role="tab">Drinks</button>
            <div role="tabpanel"><p>Sourdough toast · Harbour eggs · Oat porridge</p></div>
            <div role="tabpanel" hidden><p>Fish soup · Barley salad</p></div>
            <div role="tabpanel" hidden><p>Filter coffee · Sea buckthorn soda</p></div>
          </SsMenu>
        </section>

        <section aria-labelledby="gallery-title">
          <h2 id="gallery-title">Gallery</h2>
          <SsGallery
            key={design}
            {...layout}
            lightbox={lightbox}
            onSsGalleryLightboxOpen={(e) => log(`ss-gallery-lightbox-open index ${e.detail.index}`)}
            onSsGalleryChange={(e) => log(`ss-gallery-change index ${e.detail.index}`)}
          >
            {PHOTOS.map(([name, dims], i) => (
              <figure key={name} data-slide-id={`ed-${i}`} data-slide-url={name}>
                <img data-src={`/assets/images/${name}.jpg`} data-image-dimensions={dims} data-load="false" alt={`${name} — a demo photograph`} />
              </figure>
            ))}
          </SsGallery>
        </section>
      </main>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
