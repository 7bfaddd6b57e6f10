import { css } from 'lit';
import { visuallyHidden } from '../shared-styles.js';

export const styles = css`
  :host {
    display: block;
    position: relative;
    --ss-gallery-image-fit: cover;
    --ss-gallery-control-size: 44px;
    --ss-gallery-control-color: #fff;
    --ss-gallery-control-background: rgb(0 0 0 / 0.55);
    --ss-gallery-bar-size: 40px;
  }
  :host([hidden]) {
    display: none;
  }
  /* A classic block floated in its text (float-dir, h-size) on a desktop viewport (spec 001
     §9: from 433 px); on a phone it takes the column. A section's width (section-width). */
  @media (min-width: 433px) {
    :host([data-float]) {
      float: left;
      width: var(--ss-gallery-float-width);
      margin: 0 1.5em 1em 0;
    }
    :host([data-float=right]) {
      float: right;
      margin: 0 0 1em 1.5em;
    }
  }
  :host([data-width=inset]) {
    padding-inline: 5%;
  }
  :host([data-width=full-bleed]) {
    margin-inline: calc(50% - 50vw);
  }
  .base {
    position: relative;
  }
  .frame {
    display: flex;
    flex-direction: column;
  }
  .stage {
    position: relative;
    order: 0;
  }
  /* One at a time: slides outside the stage are cut off; the page keeps vertical pans (spec
     000 §9: vertical page scrolling is never captured) and horizontal ones are the gallery's. */
  .stage.track {
    overflow: clip;
    touch-action: pan-y pinch-zoom;
    user-select: none;
    -webkit-user-select: none;
  }
  .bar {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    position: relative;
    order: 1;
    block-size: var(--ss-gallery-bar-size);
  }
  .thumbnails {
    order: 2;
    position: relative;
    overflow: clip;
    box-sizing: border-box;
  }
  .live {
    ${visuallyHidden}
  }
  .probe {
    height: 0;
  }
  .base.contain {
    --ss-gallery-image-fit: contain;
  }
  .control {
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    inline-size: var(--ss-gallery-control-size);
    block-size: var(--ss-gallery-control-size);
    border: 0;
    border-radius: 50%;
    padding: 0;
    font: inherit;
    font-size: calc(var(--ss-gallery-control-size) * 0.6);
    line-height: 1;
    color: var(--ss-gallery-control-color);
    background: var(--ss-gallery-control-background);
    cursor: pointer;
  }
  .control-previous {
    inset-inline-start: 8px;
  }
  .control-next {
    inset-inline-end: 8px;
  }
  .control.disabled {
    opacity: 0.35;
    cursor: default;
  }
  .control:focus-visible {
    outline: 2px solid var(--ss-gallery-control-color);
    outline-offset: 2px;
  }
`;

// Slides are light DOM (server-rendered markup), so what sizes their images must be a
// document-level sheet; every rule is scoped to the slides the gallery marked.
export const lightStyles = css`
  /* clip, not hidden: a slide is not a scroll container, which spares the browser a
     scrollable area per slide (~0.35 MB of renderer memory for a thousand). */
  [data-ss-slide] {
    box-sizing: border-box;
    margin: 0;
    overflow: clip;
  }
  /* Slides not placed yet wait out of the page (data-ss-slides is on their parent). */
  [data-ss-slide][hidden],
  [data-ss-slides] > :not([data-ss-slide], .previous, .next) {
    display: none !important;
  }
  [data-ss-slide][data-ss-activatable] {
    cursor: pointer;
  }
  /* An image that is its slide's button (a figure with a caption keeps its own role): its
     focus ring inside it, where the slide's clip cannot cut it off. */
  [data-ss-slide] img:focus-visible {
    outline-offset: -3px;
  }
  [data-ss-slide] :is(div, a, figure, picture, span):has(img) {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  [data-ss-slide] img,
  img[data-ss-slide] {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: var(--ss-gallery-image-fit, cover);
  }
  /* The static layouts' far-away images skip style, layout and paint (an image not loaded
     yet lays out its alt text: most of a layout's cost at a thousand slides). On the image,
     not on the slide: an image has no element inside it, so the browser's search for the
     next focusable element never has to render a skipped subtree (with the slide skipped,
     the first Tab on a 10,000-slide grid froze the page for minutes). The image fills its
     slide's fixed box, so nothing moves when it renders. */
  :is([data-layout='grid'], [data-layout='autogrid'], [data-layout='autocolumns'], [data-layout='autorows']) [data-ss-slide] img {
    content-visibility: auto;
  }
  /* Not loaded yet: a quiet placeholder in its box instead of the browser's broken-image alt
     text (still read by screen readers). The image itself is transparent, not hidden (it may
     be the slide's button, which must stay focusable): the loader places a cropped image
     in its box as it loads, and a move of a painted box, even an empty one, is a layout
     shift. */
  [data-ss-slide]:has(img:not([src])) {
    background: var(--ss-gallery-placeholder-color, rgb(127 127 127 / 12%));
  }
  [data-ss-slide] img:not([src]) {
    opacity: 0;
  }
`;
