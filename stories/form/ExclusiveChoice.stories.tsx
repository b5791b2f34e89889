import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import type { JsonObject } from '../../web/api/types';
import { CheckboxTilesWidget } from '../../web/form/widgets';
import { FormFrame } from './FormFrame';
import { loaded, withApi } from './storyKit';

type Lang = 'en' | 'hi';
const langOf = (globals: Record<string, unknown>): Lang => (globals.lang === 'hi' ? 'hi' : 'en');

/** Q002 of catalogue v2: who took part in the School Development Plan, with an exclusive "None of these". */
function schemaOf(lang: Lang): { schema: JsonObject; uiSchema: JsonObject } {
  const hi = lang === 'hi';
  const options = [
    ['SDP2_1', hi ? 'शिक्षक' : 'Teachers'],
    ['SDP2_2', hi ? 'एसएमसी अथवा एसडीएमसी के सदस्य' : 'Members of the SMC or SDMC'],
    ['SDP2_3', hi ? 'अभिभावक' : 'Parents'],
    ['SDP2_6', hi ? 'इनमें से कोई नहीं' : 'None of these'],
  ];
  return {
    schema: {
      type: 'object',
      properties: {
        Q002: {
          title: hi ? 'Q002. विद्यालय विकास योजना तैयार करने में किन-किन ने भाग लिया?' : 'Q002. Who took part in preparing the School Development Plan?',
          type: 'array',
          uniqueItems: true,
          items: { type: 'string', anyOf: options.map(([code, title]) => ({ const: code, title })) },
        },
      },
    },
    uiSchema: { Q002: { 'ui:widget': 'checkboxes', 'ui:options': { evidence: 'optional', questionType: 'multi', exclusive: ['SDP2_6'] } } },
  };
}

const meta = { title: 'Form/Widgets/Exclusive choice ("None of these")', component: CheckboxTilesWidget, decorators: [withApi([])], play: loaded('form.rjsf') } satisfies Meta;
export default meta;
type Story = StoryObj;

/** Two ticked; ticking "None of these" leaves it alone. */
export const NoneClearsTheOthers: Story = {
  render: (_a, { globals }) => {
    const { schema, uiSchema } = schemaOf(langOf(globals));
    return <FormFrame schema={schema} uiSchema={uiSchema} formData={{ Q002: ['SDP2_1', 'SDP2_3'] }} />;
  },
  play: async (ctx) => {
    await loaded('form.rjsf')(ctx);
    const boxes = () => [...ctx.canvasElement.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    fireEvent.click(boxes()[3]);
    await waitFor(() => {
      if (boxes().filter((b) => b.checked).length !== 1 || !boxes()[3].checked) throw new Error('others still ticked');
    });
  },
};
