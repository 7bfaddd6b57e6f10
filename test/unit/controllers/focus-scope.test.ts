import { describe, it, expect } from 'vitest';
import { FocusScope } from '../../../src/controllers/focus-scope.js';

const message = 'Focus containment needs one of container or predicate.';

describe('FocusScope (spec 000 §5: exactly one of container or predicate)', () => {
  it('takes a container or a predicate', () => {
    const container = {} as Element;
    expect(new FocusScope({ container }).container).toBe(container);
    const predicate = () => true;
    expect(new FocusScope({ predicate }).predicate).toBe(predicate);
  });

  it('refuses both, and neither', () => {
    expect(() => new FocusScope({ container: {} as Element, predicate: () => true })).toThrow(message);
    expect(() => new FocusScope({})).toThrow(message);
    expect(() => new FocusScope(undefined as never)).toThrow(message);
  });
});
