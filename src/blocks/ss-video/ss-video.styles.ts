import { css } from 'lit';

// The video's box by mode (spec 001 §4, §5): null (default) a box of the video's ratio as wide
// as the element (spec §9: 56.3 % padding without one); none the embed's own size; fit and
// fill the element's box, the video contained or covering it, centred — sized by CSS from
// the box (container units), so it follows every resize at once. Fit and fill need a height
// from the page (a gallery slide, a CSS height); without one they fall back to the ratio box.
// Motion is opacity only (the 1 s fade); nothing else moves.
export const styles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  .base {
    position: relative;
    overflow: hidden;
  }
  .fit,
  .fill {
    width: 100%;
    height: 100%;
    aspect-ratio: var(--r);
    container-type: size;
  }
  .box,
  .video,
  .overlay,
  .message,
  .poster {
    position: absolute;
    inset: 0;
  }
  .none .box {
    position: relative;
    max-width: 100%;
  }
  .fit .box,
  .fill .box {
    inset: 50% auto auto 50%;
    translate: -50% -50%;
    width: min(100cqw, 100cqh * var(--r));
    height: min(100cqh, 100cqw / var(--r));
  }
  .fill .box {
    width: max(100cqw, 100cqh * var(--r));
    height: max(100cqh, 100cqw / var(--r));
  }
  .video {
    z-index: 1;
  }
  /* Sized before it loads: an image without a source has no size, and one at the clipped
     edge of a filled box would never be seen to near the viewport. */
  .poster {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  [hidden] {
    display: none !important;
  }
  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
  .overlay {
    background: var(--ss-video-overlay-background, #111);
    cursor: pointer;
  }
  .play {
    position: absolute;
    inset: 50% auto auto 50%;
    translate: -50% -50%;
    display: grid;
    place-items: center;
    width: var(--ss-video-play-size, 72px);
    height: var(--ss-video-play-size, 72px);
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: var(--ss-video-play-background, rgb(0 0 0 / 0.7));
    color: var(--ss-video-play-color, #fff);
    cursor: pointer;
  }
  .play:focus-visible {
    outline: 3px solid var(--ss-video-focus-color, #fff);
    outline-offset: 3px;
  }
  .play svg {
    width: 40%;
    height: 40%;
    fill: currentColor;
  }
  .message {
    display: grid;
    place-items: center;
    margin: 0;
    padding: 1em;
    text-align: center;
    background: var(--ss-video-placeholder-background, #eee);
    color: var(--ss-video-placeholder-color, #333);
  }
  .caption {
    margin: 0.5em 0 0;
  }
  .caption-overlay {
    position: absolute;
    inset: auto 0 0;
    margin: 0;
    padding: 2em 1em 0.75em;
    color: #fff;
    background: linear-gradient(transparent, rgb(0 0 0 / 0.7));
  }
`;
