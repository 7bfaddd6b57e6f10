// Which partner scripts a booking widget may load (spec 001 §7: partner booking widget
// scripts, URLs taken from the page; ours: https on the partners' hosts, plus hosts the page
// allows). Pure: no DOM.
import { afterEach, describe, expect, it } from 'vitest';
import {
  allowScriptHosts,
  decideScript,
  PARTNER_HOSTS,
  resetScriptHosts as resetBookingHosts,
} from '../../../../src/services/script-hosts.js';

const partnerScript = (raw: string, page: string) => decideScript('booking', raw, page);
const allowBookingHost = (host: string) => allowScriptHosts('booking', [host]);

const PAGE = 'https://tidewater.example/book';

describe('partnerScript', () => {
  afterEach(resetBookingHosts);

  it('the partner hosts load over https', () => {
    expect(PARTNER_HOSTS).toEqual(['widget.zola.com', 'embed.acuityscheduling.com', 'www.exploretock.com', 'www.opentable.com']);
    for (const host of PARTNER_HOSTS)
      expect(partnerScript(`https://${host}/js/w.js`, PAGE)).toEqual({ ok: true, url: `https://${host}/js/w.js` });
  });

  it('refuses http even on an http page, another port, look-alike hosts, and script schemes', () => {
    expect(partnerScript('http://widget.zola.com/js/widget.js', 'http://tidewater.example/')).toMatchObject({
      ok: false,
      reason: 'scheme',
    });
    expect(partnerScript('https://widget.zola.com:8443/js/widget.js', PAGE)).toMatchObject({
      ok: false,
      reason: 'host',
      host: 'widget.zola.com:8443',
    });
    expect(partnerScript('https://widget.zola.com.evil.example/widget.js', PAGE)).toMatchObject({
      ok: false,
      reason: 'host',
      host: 'widget.zola.com.evil.example',
    });
    expect(partnerScript('https://zola.com/widget.js', PAGE)).toMatchObject({ ok: false, reason: 'host' });
    expect(partnerScript('javascript:alert(1)', PAGE)).toMatchObject({ ok: false, reason: 'scheme' });
    expect(partnerScript(' JAVA\tSCRIPT:alert(1)', PAGE)).toMatchObject({ ok: false, reason: 'scheme' });
    expect(partnerScript('data:text/javascript,alert(1)', PAGE)).toMatchObject({ ok: false, reason: 'scheme' });
    expect(partnerScript('https://', PAGE)).toMatchObject({ ok: false, reason: 'invalid' });
    // Relative: the page's own host, which is no partner.
    expect(partnerScript('/w.js', PAGE)).toMatchObject({ ok: false, reason: 'host', host: 'tidewater.example' });
  });

  it('a host the page allows (case-insensitive, with its port): https anywhere, http only on a page that is not https', () => {
    allowBookingHost(' Booking.Example.com ');
    allowBookingHost('localhost:8814');
    expect(partnerScript('https://booking.example.com/w.js', PAGE)).toMatchObject({ ok: true });
    expect(partnerScript('http://booking.example.com/w.js', PAGE)).toMatchObject({ ok: false, reason: 'scheme' });
    expect(partnerScript('http://localhost:8814/w.js', 'http://localhost:8814/')).toMatchObject({ ok: true });
    expect(partnerScript('http://localhost:8814/w.js', PAGE)).toMatchObject({ ok: false, reason: 'scheme' });
    expect(partnerScript('https://localhost:9999/w.js', 'http://localhost:9999/')).toMatchObject({
      ok: false,
      reason: 'host',
      host: 'localhost:9999',
    });
    expect(partnerScript('/w.js', 'http://localhost:8814/')).toEqual({ ok: true, url: 'http://localhost:8814/w.js' });
  });
});
