// The demo's products list rollup: a stand-in for the platform's lazy products module. It
// runs after the commerce rollup (ss-blocks runs rollup scripts in order) and adds a sort.
(() => {
  const list = document.querySelector('.products');
  if (!list || document.querySelector('.shop-sort')) return;
  const label = Object.assign(document.createElement('label'), { className: 'shop-sort', textContent: 'Sort by ' });
  const select = document.createElement('select');
  for (const [value, text] of [
    ['name', 'name'],
    ['price', 'price, lowest first'],
  ])
    select.append(new Option(text, value));
  select.addEventListener('change', () => {
    const key = (p) => (select.value === 'price' ? Number(p.dataset.price) : p.querySelector('h2').textContent);
    [...list.children].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)).forEach((p) => list.append(p));
  });
  label.append(select);
  list.before(label);
})();
