// The demo's commerce rollup: a stand-in for the platform's lazy commerce module, loaded by
// ss-blocks on the shop page (services/rollups). It says so on the page.
(() => {
  const status = document.getElementById('shop-status');
  if (status) status.textContent = 'The commerce and products rollups have loaded.';
  document.documentElement.dataset.commerceRollup = 'loaded';
})();
