import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLang } from '../../web/app/LangContext';
import { LogicMap } from '../../web/admin/catalogue/editor/LogicMap';
import type { CatalogueVersion } from '../../engine';
import { withRouter } from './mockApi';
import { catalogue } from './catalogueStoryParts';

function Story({ broken }: { broken?: boolean }) {
  const { lang } = useLang();
  const [domain, setDomain] = useState('D1');
  const c: CatalogueVersion = structuredClone(catalogue);
  if (broken) {
    // Q002 shown only when Q001 is answered with a code Q001 does not have; Q003 on a retired question.
    c.domains[0].subdomains[0].questions[1].showIf = { question: 'Q001', in: ['PB1'] };
    c.domains[0].subdomains[0].questions[2].showIf = { question: 'Q099', in: ['YN1'] };
    c.retired = { questions: ['Q099'] };
  }
  return <LogicMap catalogue={c} version="v2" status="draft" domainId={domain} onDomain={setDomain} lang={lang} today="2026-11-28" />;
}

const meta = { title: 'Admin/Catalogue editor/Logic and scoring map', component: Story, decorators: [withRouter] } satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

/** Every question of D1 with its condition, limit and formula, what uses it, its points and evidence per answer. */
export const Domain: S = {
  args: {},
  play: ({ canvasElement }) => {
    if (canvasElement.querySelectorAll('tr[data-question]').length !== 7) throw new Error('not every question of D1 is listed');
    if (canvasElement.querySelector('[data-testid="never-shown"]')) throw new Error('a question is flagged that can be shown');
  },
};
/** Questions no answer can show, flagged in the summary and on their rows. */
export const NeverShown: S = {
  args: { broken: true },
  play: ({ canvasElement }) => {
    const flagged = [...canvasElement.querySelectorAll('tr.never-shown')].map((r) => r.getAttribute('data-question'));
    if (flagged.join() !== 'Q002,Q003') throw new Error(`flagged: ${flagged.join()}`);
  },
};
