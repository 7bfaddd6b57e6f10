// A local stand-in for the comments provider's count script (Disqus's count.js; the site
// context's website.thirdPartyUrls.disqusCount points here in the demo and the tests): it
// fills each count element and comment-thread link with a made-up count, as the real script
// does with the real ones, and counts its own runs on window.fakeDisqusRuns.
(() => {
  window.fakeDisqusRuns = (window.fakeDisqusRuns || 0) + 1;
  const shortname = new URL(document.currentScript.src).searchParams.get('shortname') || '';
  for (const el of document.querySelectorAll('.disqus-comment-count, a[href$="#disqus_thread"]')) {
    const n = (el.getAttribute('data-disqus-identifier') || el.getAttribute('href') || '').length % 7;
    el.textContent = n === 1 ? '1 Comment' : `${n} Comments`;
    el.setAttribute('data-fake-disqus', shortname);
  }
})();
