// The locale controller's life cycle against a bare host: it listens only while the host is
// connected, and a host that was away when the locale changed renders again on return.
import { describe, it, expect } from 'vitest';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LocaleController } from '../../../src/controllers/locale-controller.js';
import { Translator } from '../../../src/i18n/index.js';
import { form } from '../../../src/i18n/en/form.js';

class Host implements ReactiveControllerHost {
  readonly controllers: ReactiveController[] = [];
  updates = 0;
  readonly updateComplete = Promise.resolve(true);
  addController(c: ReactiveController): void {
    this.controllers.push(c);
  }
  removeController(): void {}
  requestUpdate(): void {
    this.updates++;
  }
  connect(): void {
    this.controllers.forEach((c) => c.hostConnected?.());
  }
  disconnect(): void {
    this.controllers.forEach((c) => c.hostDisconnected?.());
  }
  /** What Lit does on an update: hostUpdate before render. */
  update(): void {
    this.controllers.forEach((c) => c.hostUpdate?.());
    this.updates = 0;
  }
}

function setup() {
  const translator = new Translator().init();
  translator.registerMessages('fr', { 'form.submitting': 'Envoi…' });
  const host = new Host();
  const controller = new LocaleController(host, translator);
  return { translator, host, controller };
}

describe('LocaleController', () => {
  it('adds itself to its host and translates with its translator', () => {
    const { host, controller, translator } = setup();
    expect(host.controllers).toEqual([controller]);
    expect(controller.t(form, 'form.submitting')).toBe('Submitting…');
    translator.setLocale('fr');
    expect(controller.t(form, 'form.submitting')).toBe('Envoi…');
    expect(controller.locale).toBe('fr');
  });

  it('asks the connected host to update on each locale change', () => {
    const { host, translator } = setup();
    host.connect();
    host.update();
    translator.setLocale('fr');
    expect(host.updates).toBe(1);
    translator.registerMessages('fr', { 'form.status404': 'Formulaire non configuré.' });
    expect(host.updates).toBe(2);
  });

  it('stops listening when the host is disconnected', () => {
    const { host, translator } = setup();
    host.connect();
    host.update();
    host.disconnect();
    translator.setLocale('fr');
    expect(host.updates).toBe(0);
  });

  it('a host that was away when the locale changed updates on reconnection; one that was not does not', () => {
    const { host, translator } = setup();
    host.connect();
    host.update();
    host.disconnect();
    host.connect();
    expect(host.updates).toBe(0);
    host.disconnect();
    translator.setLocale('fr');
    host.connect();
    expect(host.updates).toBe(1);
  });

  it('uses the page translator by default', async () => {
    const { translator } = await import('../../../src/i18n/index.js');
    expect(new LocaleController(new Host()).translator).toBe(translator);
  });
});
