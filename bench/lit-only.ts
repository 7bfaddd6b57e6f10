// Lit as the elements use it: the baseline that "beyond Lit" sizes subtract.
export { LitElement, html, css, nothing } from 'lit';
export { property, state } from 'lit/decorators.js';
