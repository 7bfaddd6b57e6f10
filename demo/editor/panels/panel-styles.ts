// The form and cookie banner panels' own styles, rendered once by React 19's <style
// precedence> (hoisted into the head, deduplicated by href), so the panels need no change to
// the shell's stylesheet. Colours are inherited from the panel they sit in; the error mark
// is a border and an icon, not a colour alone (WCAG 1.4.1).
export const PANEL_CSS = `
.ssp-panel { display: grid; gap: .8rem; }
.ssp-panel h3 { font-size: 1rem; margin: 0; }
.ssp-group { border: 1px solid currentColor; border-radius: 4px; padding: .6rem .8rem; margin: 0; min-width: 0; }
.ssp-group > legend, .ssp-options > legend { font-weight: 600; padding: 0 .3rem; }
.ssp-row { display: grid; gap: .2rem; margin: .4rem 0; }
.ssp-row.ssp-check { display: flex; align-items: center; gap: .5rem; }
.ssp-row input:not([type='checkbox']):not([type='radio']), .ssp-row textarea, .ssp-row select,
.ssp-inline input, .ssp-inline select { font: inherit; padding: .25rem .35rem; min-width: 0; }
.ssp-inline { display: flex; flex-wrap: wrap; align-items: center; gap: .4rem; margin: .3rem 0; }
.ssp-inline input:not([type='checkbox']):not([type='radio']) { flex: 1 1 8rem; }
.ssp-fields, .ssp-options ol { list-style: none; margin: 0; padding: 0; }
.ssp-field { border-top: 1px solid color-mix(in srgb, currentColor 35%, transparent); padding: .3rem 0; }
.ssp-field summary { cursor: pointer; padding: .2rem 0; }
.ssp-type { font-weight: normal; }
.ssp-flag::before, .ssp-error::before { content: '⚠ '; }
.ssp-body { padding: .3rem 0 .5rem .8rem; }
.ssp-options { border: 1px dashed currentColor; border-radius: 4px; margin: .4rem 0; padding: .3rem .6rem; }
.ssp-toolbar { display: flex; flex-wrap: wrap; gap: .4rem; margin-top: .5rem; }
.ssp-panel button { font: inherit; padding: .2rem .6rem; cursor: pointer; }
.ssp-panel :focus-visible { outline: 3px solid #f0b69f; outline-offset: 2px; }
.ssp-panel [aria-invalid='true'] { border: 2px solid #e0533d; }
.ssp-error { margin: .1rem 0 0; padding-left: .4rem; border-left: 3px solid #e0533d; font-size: .9em; }
.ssp-status:empty { display: none; }
.ssp-status { margin: 0; padding: .3rem .5rem; border-left: 3px solid #e0533d; }
.ssp-default { font-size: .85em; margin: 0; }
.ssp-payload { font: 11px/1.4 ui-monospace, monospace; white-space: pre-wrap; word-break: break-all; margin: .4rem 0 0; }
.ssp-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
