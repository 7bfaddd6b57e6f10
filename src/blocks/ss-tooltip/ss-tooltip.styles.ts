import { css } from 'lit';
import { TOOLTIP_EDGE_MARGIN, TOOLTIP_WIDTH } from '../../model/tooltip-position.js';

// The host is the popover: in the top layer while open (above any z-index, never clipped by
// an ancestor's overflow), display: none otherwise (the UA's [popover] rule; nothing here
// sets display, which would override it).
export const styles = css`
  :host {
    position: fixed;
    inset: auto;
    margin: 0;
    box-sizing: border-box;
    width: max-content;
    /* spec 001 §9: width 250, kept 20 px inside the viewport's edges (the placement's numbers) */
    max-width: min(${TOOLTIP_WIDTH}px, calc(100vw - ${2 * TOOLTIP_EDGE_MARGIN}px));
    padding: var(--ss-tooltip-padding, 6px 10px);
    border: 0;
    border-radius: var(--ss-tooltip-radius, 4px);
    background: var(--ss-tooltip-background, #1f1f1f);
    color: var(--ss-tooltip-color, #fff);
    font-size: var(--ss-tooltip-font-size, 0.8125rem);
    line-height: 1.4;
    text-align: start;
    overflow-wrap: break-word;
    box-shadow: 0 2px 8px rgb(0 0 0 / 0.25);
    /* The pointer never lands on it: it follows the mouse and must not take the hover. */
    pointer-events: none;
    overflow: visible;
  }
  @media (forced-colors: active) {
    :host {
      border: 1px solid CanvasText;
    }
  }
`;
