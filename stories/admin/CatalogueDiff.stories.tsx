import type { Meta, StoryObj } from '@storybook/react-vite';
import { diffCatalogues } from '../../engine';
import { fixtureCatalogue } from '../../engine/testing/fixtureCatalogue';
import { CatalogueDiffView } from '../../web/admin/catalogue/CatalogueDiffView';

/** Two versions of the engine's fixture catalogue: a question reworded, one added, one retired, a score and a weight changed. */
function diff() {
  const from = fixtureCatalogue();
  const to = fixtureCatalogue();
  to.version = 'v2';
  const q1 = to.domains[0].subdomains[0].questions[0];
  q1.label = { en: 'Is there a written disaster management plan, known to the staff?', hi: 'क्या लिखित आपदा प्रबंधन योजना है, जिसकी जानकारी स्टाफ को है?' };
  q1.evidenceFor = ['YN1'];
  q1.critical = { maxGrade: 'B' };
  to.domains[1].subdomains[0].questions = to.domains[1].subdomains[0].questions.filter((q) => q.id !== 'Q009');
  to.domains[1].subdomains[0].questions.push({
    id: 'Q010',
    label: { en: 'Is there a reading corner in each classroom?', hi: 'क्या प्रत्येक कक्षा-कक्ष में पठन कोना है?' },
    type: 'yesNo',
    optionGroup: 'yesNo',
    required: true,
    evidence: 'optional',
    allowNotApplicable: false,
  });
  to.domains[0].subdomains[1].questions.find((q) => q.id === 'Q007')!.options![0].score = 2;
  to.domains[1].weight = 1.5;
  to.grading.bands[0].min = 80;
  return diffCatalogues(from, to);
}

const meta = { title: 'Admin/Catalogue/Compare versions', component: CatalogueDiffView } satisfies Meta<typeof CatalogueDiffView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reworded word by word, added and retired questions, rules, scores, weights and grade bands. */
export const EveryKindOfChange: Story = { args: { diff: diff() } };
/** Two identical versions. */
export const NoChange: Story = { args: { diff: diffCatalogues(fixtureCatalogue(), fixtureCatalogue()) } };
