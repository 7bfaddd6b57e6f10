// What the demo page's end-to-end tests wait for on each screen (run in the page).

/** Resolves once every ss-* element in the document is defined and rendered, and every image
 * in view that has an address has loaded (or failed): the state of one screen. */
export async function screenReady() {
  const inView = (el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < innerHeight && r.width > 0 && r.height > 0;
  };
  const blocks = () => [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('ss-'));
  for (;;) {
    const undefinedBlocks = blocks().filter((el) => !customElements.get(el.localName));
    if (!undefinedBlocks.length) break;
    await Promise.race(undefinedBlocks.map((el) => customElements.whenDefined(el.localName)));
  }
  await Promise.all(blocks().map((el) => el.updateComplete));
  const images = [...document.images].filter((img) => img.src && !img.complete && inView(img));
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
}
