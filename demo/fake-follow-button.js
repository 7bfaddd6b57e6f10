// A local stand-in for the follow-button script (the social network's widgets.js; the site
// context's website.thirdPartyUrls.followButton points here in the demo and the tests): it
// marks each follow-button link as drawn, as the real script replaces it with its button,
// and counts its own runs on window.fakeFollowRuns.
(() => {
  window.fakeFollowRuns = (window.fakeFollowRuns || 0) + 1;
  for (const a of document.querySelectorAll('a.twitter-follow-button:not([data-fake-drawn])')) {
    a.setAttribute('data-fake-drawn', '');
    a.classList.add('fake-follow-button');
  }
})();
