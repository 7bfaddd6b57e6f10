// A local stand-in for a partner's booking widget script (Zola's, Acuity's, a table-booking
// service's): no partner host can be reached from the demo or the tests. Like a partner's
// script, it finds its markup in the page — `[data-fake-booking]` elements it has not drawn
// yet — and draws a small booking form into each, in place of the published link, which it
// keeps as the form's "book on the partner's site" alternative. It records each run in
// window.__ssFakeBooking.loads (the script's own address), for the tests.
(() => {
  const record = (window.__ssFakeBooking ??= { loads: [], drawn: 0 });
  record.loads.push(document.currentScript ? document.currentScript.src : '');
  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
    node.append(...children);
    return node;
  };
  let ids = 0;
  const field = (label, control) => {
    const id = `fake-booking-${++ids}`;
    control.id = id;
    return el('p', { class: 'fake-booking-field' }, el('label', { for: id }, label), control);
  };
  const times = ['12:00', '12:30', '13:00', '18:00', '18:30', '19:00', '19:30', '20:00'];
  for (const host of document.querySelectorAll('[data-fake-booking]:not([data-fake-drawn])')) {
    host.setAttribute('data-fake-drawn', '');
    record.drawn++;
    const link = host.querySelector('a');
    const date = el('input', { type: 'date', required: '' });
    date.valueAsDate = new Date();
    const time = el('select', {}, ...times.map((t) => el('option', { value: t }, t)));
    time.value = '19:00';
    const party = el(
      'select',
      {},
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => el('option', { value: String(n) }, n === 1 ? '1 person' : `${n} people`)),
    );
    party.value = '2';
    const status = el('p', { class: 'fake-booking-status', role: 'status' });
    const form = el(
      'form',
      { class: 'fake-booking-form', 'aria-label': host.getAttribute('data-fake-booking') || 'Booking' },
      el('div', { class: 'fake-booking-fields' }, field('Date', date), field('Time', time), field('Party', party)),
      el('button', { type: 'submit' }, 'Find a table'),
      status,
    );
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      status.textContent = `Demo only: a table for ${party.value} at ${time.value} would be held here.`;
    });
    host.replaceChildren(form);
    if (link) host.append(el('p', { class: 'fake-booking-alt' }, link));
  }
})();
