// Size report only: the runtime with <ss-form> and the renderer a form defined only by JSON
// loads after it (its definition model, field captions and layout styles).
export * from './form-with-runtime.js';
export * from '../../src/blocks/ss-form/render.js';
