// The sanitiser lives with the services (a server-rendered widget's HTML goes through it
// too, and services cannot import from blocks); the blocks keep importing it from here.
export { sanitizeHtml } from '../services/html/sanitize-html.js';
