// Size report only: Lit alone, what the cookie banner is measured beyond.
export { LitElement, html, css, svg, nothing, render } from 'lit';
