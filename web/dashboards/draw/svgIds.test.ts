import { describe, expect, it } from 'vitest';
import { svgWithOwnIds } from './svgIds';

describe('a worker picture names its clip paths and gradients for itself', () => {
  it('prefixes each definition and each reference to it alike, and nothing else', () => {
    const svg =
      '<svg><defs><clipPath id="clip3"><rect/></clipPath><linearGradient id="gradient_0"/><pattern id="p_gradient_1"/></defs>' +
      '<g clip-path="url(#clip3)"><path fill="url(#gradient_0)"/><path fill="url(#p_gradient_1)"/><text id="clip-note">clip3</text></g></svg>';
    expect(svgWithOwnIds(svg, 'w7')).toBe(
      '<svg><defs><clipPath id="w7-clip3"><rect/></clipPath><linearGradient id="w7-gradient_0"/><pattern id="w7-p_gradient_1"/></defs>' +
        '<g clip-path="url(#w7-clip3)"><path fill="url(#w7-gradient_0)"/><path fill="url(#w7-p_gradient_1)"/><text id="clip-note">clip3</text></g></svg>',
    );
  });

  it('gives two pictures of one counter no name in common', () => {
    const a = svgWithOwnIds('<clipPath id="clip1"/><g clip-path="url(#clip1)"/>', 'w1');
    const b = svgWithOwnIds('<clipPath id="clip1"/><g clip-path="url(#clip1)"/>', 'w2');
    const ids = (s: string) => [...s.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
  });
});
