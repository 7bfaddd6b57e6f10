// The CDN autoloader (dist/cdn/autoloader.js, and autoloader.classic.js for a classic
// <script>): defines each ss-* element the first time one appears in the page, from that
// element's own module; shared code (Lit, the contract, the image loader) comes in chunks
// fetched once. The README's "From a CDN" says where the script goes.
import { autoload } from './autoload/autoload.js';
import { elements } from './autoload/elements.js';

if (typeof document !== 'undefined') autoload(document, elements);
