import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../testing/fixtureCatalogue';
import { findSubdomain, locateQuestion } from './locate';

describe('locateQuestion() and findSubdomain()', () => {
  it('find a question by its domain, subdomain and position, in any domain, and nothing for an id the version lacks', () => {
    const c = fixtureCatalogue();
    const d = c.domains[c.domains.length - 1];
    const sd = d.subdomains[d.subdomains.length - 1];
    const last = sd.questions.length - 1;
    const at = locateQuestion(c, sd.questions[last].id);
    expect(at && { domain: at.domain.id, subdomain: at.subdomain.id, index: at.index }).toEqual({ domain: d.id, subdomain: sd.id, index: last });
    expect(locateQuestion(c, 'Q999')).toBeNull();
    expect(locateQuestion(c, sd.id)).toBeNull();
  });

  it('answer the parts themselves, so an edit through them changes the version', () => {
    const c = fixtureCatalogue();
    const sd = c.domains[1].subdomains[0];
    expect(findSubdomain(c, sd.id)).toBe(sd);
    expect(findSubdomain(c, 'SD999')).toBeUndefined();
    const removed = sd.questions[0].id;
    const at = locateQuestion(c, removed)!;
    at.subdomain.questions.splice(at.index, 1);
    expect(locateQuestion(c, removed)).toBeNull();
  });
});
