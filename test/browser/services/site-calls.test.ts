// The places, multilingual and site header/footer calls (spec 001 §7; answers not shown: the
// reference server's, demo/server/README.md), through the data layer against the reference
// server mounted same-origin: what each sends, and what it makes of the answer.
import { expect } from '@open-wc/testing';
import { DataLayerError } from '../../../src/services/data-layer.js';
import { PLACES_AUTOCOMPLETE_URL, PLACES_DETAILS_URL, placeDetails, placesAutocomplete } from '../../../src/services/places.js';
import {
  MULTILINGUAL_LANGUAGES_URL,
  MULTILINGUAL_SETTINGS_URL,
  multilingualSettings,
  multilingualStatus,
  setLanguages,
} from '../../../src/services/multilingual.js';
import { SITE_HEADER_FOOTER_URL, saveSiteHeaderFooter, siteHeaderFooter } from '../../../src/services/site-header-footer.js';
import { clearFaults, fault } from '../blocks/ss-form/helpers.js';

type ServerRecord = { method: string; query: Record<string, string>; headers: Record<string, string>; body: unknown; status: number };

/** The newest record of a path that `mine` recognises as this file's (each test sends
 * something no other file sends). */
async function last(path: string, mine: (r: ServerRecord) => boolean): Promise<ServerRecord> {
  const { records } = (await (await fetch(`/__ss/received?path=${path}&limit=1000`)).json()) as { records: ServerRecord[] };
  return records.find(mine)!;
}

const token = `tok-${Math.random().toString(36).slice(2)}`;
const sameBody = (body: unknown) => (r: ServerRecord) => JSON.stringify(r.body) === JSON.stringify(body);

const context = { productPage: 'form', productSection: 'address' };

describe('places (spec 001 §7)', () => {
  afterEach(() => clearFaults(PLACES_AUTOCOMPLETE_URL));

  it('autocomplete sends the parameters and the tracking context, and reads the suggestions', async () => {
    const answer = await placesAutocomplete({ input: 'tate', sessionToken: token }, context);
    expect(answer.status).to.equal('OK');
    expect(answer.predictions.map((p) => p.place_id)).to.deep.equal(['demo-place-3']);
    expect(answer.predictions[0]!.structured_formatting!.main_text).to.equal('Tate Modern');
    const record = await last(PLACES_AUTOCOMPLETE_URL, (r) => r.query.sessionToken === token);
    expect(record.method).to.equal('GET');
    expect(record.query).to.include({ input: 'tate', sessionToken: token, productPage: 'form', productSection: 'address' });
    expect(record.status).to.equal(200);
  });

  it('autocomplete with nothing matching gives no suggestions', async () => {
    expect((await placesAutocomplete({ input: 'zzzz' }, context)).predictions).to.deep.equal([]);
  });

  it('details sends the place and the tracking context, and reads the place', async () => {
    const answer = await placeDetails({ placeId: 'demo-place-1', sessionToken: token }, { productPage: 'map', productSection: 'block' });
    expect(answer.result.formatted_address).to.equal('1 Ferry Building, San Francisco, CA 94111');
    expect(answer.result.geometry!.location).to.deep.equal({ lat: 37.7955, lng: -122.3937 });
    const record = await last(PLACES_DETAILS_URL, (r) => r.query.sessionToken === token);
    expect(record.query).to.include({ placeId: 'demo-place-1', productPage: 'map', productSection: 'block' });
  });

  it('an unknown place rejects with the data layer’s error, and shows no overlay (ours)', async () => {
    const error = await placeDetails({ placeId: 'nope' }, context).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(DataLayerError);
    expect((error as DataLayerError).status).to.equal(404);
    expect(document.querySelector('ss-system-error')).to.equal(null);
  });

  it('an answer in another shape rejects as unreadable', async () => {
    await fault({ path: PLACES_AUTOCOMPLETE_URL, status: 200, json: { status: 'OK' }, times: 1 });
    const error = (await placesAutocomplete({ input: 'tate' }, context).catch((e: unknown) => e)) as DataLayerError;
    expect(error.kind).to.equal('parse');
    expect(error.message).to.match(/^\[ss-blocks\] unexpected answer from \/api\/google-maps\/places\/autocomplete: predictions: /);
  });
});

describe('multilingual (spec 001 §7)', () => {
  // The server keeps the languages: put back the default for the other files and the demo.
  after(() => setLanguages([{ code: 'en-US', name: 'English (US)', isDefault: true }]));

  it('settings and status read the site’s languages', async () => {
    const settings = await multilingualSettings();
    expect(settings.languages.length).to.be.greaterThan(0);
    expect(settings.defaultLanguage).to.be.a('string');
    const status = await multilingualStatus();
    expect(status.enabledLanguages).to.include(settings.defaultLanguage);
  });

  it('PUT languages sends them as a JSON body and answers the settings as they now are', async () => {
    const settings = await setLanguages(['fr-FR', { code: 'de-DE', name: 'Deutsch', isDefault: true }]);
    const record = await last(
      MULTILINGUAL_LANGUAGES_URL,
      sameBody({ languages: ['fr-FR', { code: 'de-DE', name: 'Deutsch', isDefault: true }] }),
    );
    expect(record.method).to.equal('PUT');
    expect(record.headers['content-type']).to.equal('application/json');
    expect(record.body).to.deep.equal({ languages: ['fr-FR', { code: 'de-DE', name: 'Deutsch', isDefault: true }] });
    expect(settings.defaultLanguage).to.equal('de-DE');
    expect(settings.translationEnabled).to.equal(true);
    expect((await multilingualStatus()).enabledLanguages).to.deep.equal(['fr-FR', 'de-DE']);
  });

  it('a refused list rejects with the server’s error, through onFailure', async () => {
    const seen: DataLayerError[] = [];
    const error = (await setLanguages(['not a code'], { onFailure: (e) => seen.push(e) }).catch((e: unknown) => e)) as DataLayerError;
    expect(error.kind).to.equal('application');
    expect(error.message).to.equal('Invalid language: "not a code"');
    expect(seen).to.deep.equal([error]);
    expect((await last(MULTILINGUAL_LANGUAGES_URL, sameBody({ languages: ['not a code'] }))).status).to.equal(400);
  });

  it('settings in another shape reject as unreadable', async () => {
    await fault({ path: MULTILINGUAL_SETTINGS_URL, status: 200, json: { languages: 'en' }, times: 1 });
    const error = (await multilingualSettings({ overlay: false }).catch((e: unknown) => e)) as DataLayerError;
    expect(error.kind).to.equal('parse');
    await clearFaults(MULTILINGUAL_SETTINGS_URL);
  });
});

describe('site header and footer (spec 001 §7)', () => {
  let saved: Awaited<ReturnType<typeof siteHeaderFooter>>;
  before(async () => (saved = await siteHeaderFooter()));
  after(() => saveSiteHeaderFooter(saved));

  it('GET reads both', async () => {
    expect(saved.header).to.be.an('object');
    expect(saved.footer).to.be.an('object');
  });

  it('PUT sends what changes as a JSON body and answers both', async () => {
    const both = await saveSiteHeaderFooter({ footer: { text: `Changed footer ${token}` } });
    const record = await last(SITE_HEADER_FOOTER_URL, sameBody({ footer: { text: `Changed footer ${token}` } }));
    expect(record.method).to.equal('PUT');
    expect(record.body).to.deep.equal({ footer: { text: `Changed footer ${token}` } });
    expect(both).to.deep.equal({ header: saved.header, footer: { text: `Changed footer ${token}` } });
    expect(await siteHeaderFooter()).to.deep.equal(both);
  });

  it('a PUT with neither is refused', async () => {
    const error = (await saveSiteHeaderFooter({}, { overlay: false }).catch((e: unknown) => e)) as DataLayerError;
    expect(error.status).to.equal(400);
  });
});
