// The library's stylesheet, dist/cdn/ss-blocks.css (scripts/stylesheet.mjs builds it from
// this): the default look of the elements whose content is the page's own light DOM
// (accordion, menu, form), and the room they take once defined, kept before the script
// runs. A page links it in its <head>; no element's script carries it. Everything is in the
// `ss-blocks` cascade layer and of zero specificity: any rule of the page wins, wherever
// its stylesheet comes.
import { css, type CSSResult } from 'lit';
import { look as accordion } from './ss-accordion/ss-accordion.look.js';
import { look as menu } from './ss-menu/ss-menu.look.js';
import { styles as formStates } from './ss-form/ss-form.styles.js';
import { layoutStyles as formLayout } from './ss-form/render.styles.js';
import { look as form } from './ss-form/ss-form.look.js';

export const stylesheet: CSSResult = css`
  @layer ss-blocks {
    ${accordion}
    ${menu}
    ${formStates}
    ${formLayout}
    ${form}
  }
`;
